import { SiteLink } from "@/components/link/SiteLink";
import type { SiteHeaderModel } from "@/mapping/site-header";

/** The bar's logo (or the site's name as a wordmark), linking home, and a subsite's title beside it. */
export function HeaderBrand({ model }: { model: Pick<SiteHeaderModel, "logo" | "logoHref" | "siteName" | "siteTitle"> }) {
  return (
    <>
      <SiteLink className="site-header__logo" href={model.logoHref}>
        {model.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG logos from the content service; sized, never optimised.
          <img src={model.logo.src} alt={model.logo.alt || model.siteName} width={model.logo.width ?? 160} height={model.logo.height ?? 48} />
        ) : (
          <span className="site-header__wordmark">{model.siteName}</span>
        )}
      </SiteLink>
      {model.siteTitle && <p className="site-header__title">{model.siteTitle}</p>}
    </>
  );
}
