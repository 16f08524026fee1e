import { Icon, isIconName } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import { buttonClassName, isButtonDisabled, type ButtonKind, type ButtonSize, type ButtonType, type IconPlacement } from "@/mapping/button-rules";

interface Props {
  kind?: ButtonKind;
  type?: ButtonType;
  size?: ButtonSize;
  href?: string | null;
  icon?: string | null;
  iconPlacement?: IconPlacement;
  disabled?: boolean;
  children: React.ReactNode;
}

/**
 * Button of spec §4. A link kind renders a link; a disabled one (flagged, or without an href) renders a
 * disabled button so it is announced as unavailable instead of a link to nowhere.
 */
export function Button({ kind = "button", type = "primary", size = "medium", href, icon, iconPlacement = "after", disabled, children }: Props) {
  const className = buttonClassName(type, size);
  const glyph = icon && isIconName(icon) ? <Icon name={icon} size={size === "small" ? 16 : 20} /> : null;
  const content = (
    <>
      {glyph && iconPlacement === "before" && glyph}
      <span>{children}</span>
      {glyph && iconPlacement === "after" && glyph}
    </>
  );
  if (isButtonDisabled({ kind, href, disabled })) {
    return (
      <button type="button" className={className} disabled>
        {content}
      </button>
    );
  }
  if (kind === "link" && href) {
    return (
      <SiteLink href={href} className={className}>
        {content}
      </SiteLink>
    );
  }
  return (
    <button type={kind === "submit" ? "submit" : "button"} className={className}>
      {content}
    </button>
  );
}
