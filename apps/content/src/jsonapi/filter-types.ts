export const FILTER_OPERATORS = ["=", "<>", ">", ">=", "<", "<=", "IN", "NOT IN", "CONTAINS", "STARTS_WITH",
  "ENDS_WITH", "BETWEEN", "NOT BETWEEN", "IS NULL", "IS NOT NULL"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterCondition {
  kind: "condition";
  /** Field path split on dots: ["field_tags", "name"]. */
  path: string[];
  operator: FilterOperator;
  values: string[];
}

export interface FilterGroup {
  kind: "group";
  conjunction: "AND" | "OR";
  members: FilterNode[];
}

export type FilterNode = FilterCondition | FilterGroup;
