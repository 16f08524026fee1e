/* What 'Chat with our students' shows for one request: the profiles its filters let through, and what became of a
 * question (a confirmation, or the form again with its problems and the visitor's answers). Pure. */
import { filterOptions, filterProfiles, filterQuery, parseStudentFilters, type FilterOptions, type StudentFilters } from "@/mapping/student-profiles/student-filters";
import type { StudentProfileView } from "@/mapping/student-profiles/student-profile";
import type { AskDraft } from "./ask-draft";
import { askErrors, profileIdOf, type AskAnswers, type AskField } from "./ask-question";
import { ASK_PARAM, ASKED_PARAM, REFERENCE_PARAM } from "./ask-locations";

/** A question that could not be sent yet, shown again in its student's form. */
export interface AskRetry {
  profileId: string;
  answers: AskAnswers;
  errors: Partial<Record<AskField, string>>;
  /** The content service's reason, when the form's own checks passed. */
  message: string | null;
}

export interface StudentsView {
  /** Every profile there is, and those the filters let through. */
  total: number;
  profiles: StudentProfileView[];
  options: FilterOptions[];
  filters: StudentFilters;
  /** Some filter value in the address was not one of its choices and was ignored. */
  ignored: boolean;
  /** The filters as a query string (the ask forms carry it, so the visitor comes back to the same list). */
  back: string;
  /** The student a question was just sent to (null name when the profile is no longer listed). */
  asked: { profileId: string; name: string | null; reference: string | null } | null;
  retry: AskRetry | null;
}

const REFERENCE = /^[A-Za-z0-9-]{1,64}$/;

/** The view of a query string and the kept draft of a question, if any. */
export function studentsView(all: readonly StudentProfileView[], params: URLSearchParams, draft: AskDraft | null): StudentsView {
  const options = filterOptions(all);
  const { filters, ignored } = parseStudentFilters(params, options);
  const askedId = profileIdOf(params.get(ASKED_PARAM));
  const reference = params.get(REFERENCE_PARAM);
  const askId = profileIdOf(params.get(ASK_PARAM));
  const retry = askId !== null && draft !== null && draft.profileId === askId && all.some((p) => p.id === askId)
    ? { profileId: askId, answers: draft.answers, errors: askErrors(draft.answers), message: draft.message }
    : null;
  return {
    total: all.length,
    profiles: filterProfiles(all, filters),
    options,
    filters,
    ignored,
    back: filterQuery(filters),
    asked: askedId === null ? null : {
      profileId: askedId,
      name: all.find((p) => p.id === askedId)?.name ?? null,
      reference: reference !== null && REFERENCE.test(reference) ? reference : null,
    },
    retry,
  };
}
