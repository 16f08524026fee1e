/** Who a course page or a browse page is for (spec §4): each audience has its own pages and its own courses. */
export type Audience = "domestic" | "international";
