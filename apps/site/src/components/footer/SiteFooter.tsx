import type { SiteFooterProps } from "@/mapping/site-footer";
import { FooterColumn } from "./FooterColumn";
import { FooterLegal } from "./FooterLegal";
import { FooterMenu } from "./FooterMenu";

/** The site footer of spec §2.4: top menu, a middle row of configured columns, then the legal area. */
export function SiteFooter({ menu, columns, legal }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      {(menu.length > 0 || columns.length > 0) && (
        <div className="container site-footer__main">
          <FooterMenu groups={menu} />
          {columns.length > 0 && (
            <div className="footer-columns">
              {columns.map((column, i) => (
                <FooterColumn key={i} column={column} />
              ))}
            </div>
          )}
        </div>
      )}
      <FooterLegal {...legal} />
    </footer>
  );
}
