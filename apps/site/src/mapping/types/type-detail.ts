import type { Resource } from "@/tide/types";
import type { Relations } from "../relations";
import type { Audience } from "@/config/audience";
import { courseDetail, type CourseDetail } from "./course";
import { eventDetail, type EventDetail } from "./event";
import { newsDetail, type NewsDetail } from "./news";
import { pageDetail, type PageDetail } from "./page";
import { profileDetail, type ProfileDetail } from "./profile";
import { publicationDetail, type PublicationDetail } from "./publication";
import { scholarshipDetail, type ScholarshipDetail } from "./scholarship";

/** What one content type adds to the generic page view; the page template of the type renders it. */
export type TypeDetail = CourseDetail | EventDetail | NewsDetail | ProfileDetail | PublicationDetail | ScholarshipDetail | PageDetail;

export interface DetailOptions {
  contentOrigin: string;
  now: number;
  audience: Audience;
  path: string;
}

export function typeDetail(node: Resource, rel: Relations, opts: DetailOptions): TypeDetail {
  switch (node.type) {
    case "node--course":
      return courseDetail(node, rel, opts);
    case "node--event":
      return eventDetail(node, rel, opts.now);
    case "node--news":
      return newsDetail(node, rel);
    case "node--profile":
      return profileDetail(node);
    case "node--publication":
      return publicationDetail(node, rel);
    case "node--scholarship":
      return scholarshipDetail(node, rel, opts.now);
    default:
      return pageDetail(node, rel, opts.contentOrigin);
  }
}
