import { Button } from "@/components/button/Button";
import type { FilterOptions, StudentFilters as Filters } from "@/mapping/student-profiles/student-filters";

/**
 * The list's filters as a plain GET form: the page answers its query string, so filtering needs no script and
 * every filtered list has its own address.
 */
export function StudentFilters({ action, options, filters, clearHref }: {
  action: string;
  options: FilterOptions[];
  filters: Filters;
  clearHref: string;
}) {
  const any = Object.keys(filters).length > 0;
  return (
    <form className="student-filters" action={action} method="get" aria-labelledby="student-filters-heading">
      <h2 id="student-filters-heading" className="student-filters__heading">Find a student to ask</h2>
      <div className="student-filters__fields">
        {options.map((option) => (
          <div key={option.key} className="student-filters__field">
            <label className="webform-field__label" htmlFor={`student-filter-${option.key}`}>
              {option.label}
            </label>
            <select id={`student-filter-${option.key}`} className="webform-input" name={option.key} defaultValue={filters[option.key] ?? ""}>
              <option value="">{option.anyLabel}</option>
              {option.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="student-filters__actions">
        <Button kind="submit" type="primary">
          Show students
        </Button>
        {any && (
          <a className="student-filters__clear" href={clearHref}>
            Clear filters
          </a>
        )}
      </div>
    </form>
  );
}
