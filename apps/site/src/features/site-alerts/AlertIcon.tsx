import type { AlertType } from "@/mapping/site-alerts";

/** The icon of each alert type, so the type never depends on colour alone (the title also says it). */
export function AlertIcon({ type }: { type: AlertType }) {
  const common = { className: "site-alert__icon", width: 24, height: 24, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;
  switch (type) {
    case "emergency":
      return (
        <svg {...common}>
          <path fill="currentColor" d="M7.86 2h8.28L22 7.86v8.28L16.14 22H7.86L2 16.14V7.86L7.86 2Z" />
          <path fill="none" stroke="var(--site-alert-bg)" strokeWidth="2.4" strokeLinecap="round" d="M12 7v6" />
          <circle cx="12" cy="16.8" r="1.4" fill="var(--site-alert-bg)" />
        </svg>
      );
    case "warning":
      return (
        <svg {...common}>
          <path fill="currentColor" d="M12 2.5c.6 0 1.1.3 1.4.8l9.4 16.4c.6 1.1-.2 2.3-1.4 2.3H2.6c-1.2 0-2-1.2-1.4-2.3l9.4-16.4c.3-.5.8-.8 1.4-.8Z" />
          <path fill="none" stroke="var(--site-alert-bg)" strokeWidth="2.4" strokeLinecap="round" d="M12 9v5" />
          <circle cx="12" cy="17.6" r="1.4" fill="var(--site-alert-bg)" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path fill="none" stroke="var(--site-alert-bg)" strokeWidth="2.4" strokeLinecap="round" d="M12 11v6" />
          <circle cx="12" cy="7.4" r="1.4" fill="var(--site-alert-bg)" />
        </svg>
      );
  }
}
