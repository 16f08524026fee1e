import type { CourseCardView } from "@/mapping/course-card";
import { SaveCourseButton } from "./SaveCourseButton.client";

/** The shortlist button of a course card (nothing for a card without a course code to keep it by). */
export function SaveCardButton({ card }: { card: CourseCardView }) {
  if (card.code === null) return null;
  return <SaveCourseButton course={{ code: card.code, title: card.title, url: card.href, level: card.levelLabel }} />;
}
