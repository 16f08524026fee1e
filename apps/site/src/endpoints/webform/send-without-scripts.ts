"use server";
/* The server's answer to a web form sent without scripts (React's form action, useActionState in
 * features/webform/Webform.client.tsx): the browser posts the server-drawn form to the page it is on, and Next
 * draws that page again with the outcome. The same checks as the form's endpoint (submit.ts): this site's pages
 * only, the visitor's budget, the content service's verdict. A form that confirms on another page redirects there. */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { config } from "@/config/env";
import { FORM_ID_FIELD, type PostedOutcome } from "@/features/webform/form-outcome";
import { webformOf } from "@/mapping/paragraphs/embedded-webform";
import { countedSubmission } from "@/metrics/figures";
import { withComponentProps } from "@/resolve/props/component-props";
import { requestVisitor } from "@/routing/request-visitor";
import { defaultContext } from "@/tide/context";
import { errorFields, log } from "@/tide/log";
import { getWebform } from "@/tide/webform";
import { submitWebform } from "@/tide/webform-submission";
import { uploadWebformFile } from "@/tide/webform-upload";
import { refuseEarly } from "../post-preamble";
import { endpointRequestId } from "../request-context";
import { CROSS_SITE_REFUSED, FORM_NOT_FOUND, possibleFormId } from "./form-id";
import { refusedAsTyped, sendPostedForm, type PostedPage } from "./posted-submission";
import { SERVICE_MESSAGES } from "./visitor-failure";

const outcome = (text: string): PostedOutcome => ({ answers: {}, fieldErrors: {}, alert: { kind: "danger", text }, sent: false, redirect: null });

/** The page the form was on, from the browser's Referer (the same site's pages only): its query fills hidden answers. */
function postedPage(incoming: Headers, siteOrigin: string): PostedPage {
  const referer = incoming.get("referer");
  try {
    const url = referer === null ? null : new URL(referer);
    if (url !== null && url.origin === new URL(siteOrigin).origin) return { path: url.pathname, query: url.searchParams };
  } catch {
    // Not an address: the form is sent without the page's own answers.
  }
  return { path: null, query: new URLSearchParams() };
}

/** One file as the content service's upload endpoint takes it: multipart, in a field named after its element. */
async function multipartOf(field: string, file: Blob): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData();
  form.append(field, file, file instanceof File ? file.name : field);
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "multipart/form-data" };
}

/** The status an endpoint would have answered: what the submissions' figures count. */
function statusOf(answer: PostedOutcome): number {
  if (answer.sent) return 201;
  return Object.keys(answer.fieldErrors).length > 0 ? 422 : 503;
}

export async function sendWithoutScripts(_previous: PostedOutcome | null, form: FormData): Promise<PostedOutcome> {
  const named = form.get(FORM_ID_FIELD);
  const webformId = typeof named === "string" ? named : "";
  let answer: PostedOutcome;
  try {
    answer = await posted(webformId, form);
  } catch (error) {
    // Never a stack trace for the visitor: the form is drawn again, answers and all, with the service's words.
    log.error(`Failed to send webform ${webformId} without scripts`, errorFields(error));
    answer = outcome(SERVICE_MESSAGES[503]);
  }
  await countedSubmission("webform-submit", () => Promise.resolve(new Response(null, { status: statusOf(answer) })));
  if (answer.redirect !== null) redirect(answer.redirect);
  return answer;
}

async function posted(webformId: string, form: FormData): Promise<PostedOutcome> {
  if (!possibleFormId(webformId)) return outcome(FORM_NOT_FOUND);
  const incoming = new Headers(await headers());
  const { siteOrigin } = config();
  const ctx = defaultContext({ requestId: endpointRequestId(new Request(`${siteOrigin}/`, { headers: incoming })) });
  const visitor = requestVisitor(incoming);
  const definition = await getWebform(webformId, ctx);
  const mapped = webformOf(definition);
  if (mapped === null) return outcome(FORM_NOT_FOUND);
  const { schema } = await withComponentProps({ schema: mapped });
  const page = postedPage(incoming, siteOrigin);

  // The definition (kept by the content client) comes first, so that a refused form is drawn again as typed.
  const refusal = await refuseEarly(new Request(`${siteOrigin}/`, { method: "POST", headers: incoming }), { sameSiteOnly: CROSS_SITE_REFUSED, budget: "webform" });
  if (refusal) return refusedAsTyped(schema, form, page, refusal.message);

  return sendPostedForm(schema, form, page, {
    sender: `${visitor ?? "unknown"} ${incoming.get("user-agent") ?? ""}`,
    submit: (data, key) => submitWebform(webformId, data, ctx, visitor, key),
    upload: async (field, file) => {
      const { body, contentType } = await multipartOf(field, file);
      return uploadWebformFile(webformId, body, contentType, ctx, visitor);
    },
  });
}
