import { answerAutocompletePost } from "@/endpoints/search-autocomplete";

/** Search suggestions as you type (spec §7): `{"type", "params": {"partial_query", "show"}}` → suggest items. */
export function POST(request: Request) {
  return answerAutocompletePost(request);
}
