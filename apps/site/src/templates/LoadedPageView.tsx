import { notFound, permanentRedirect, redirect } from "next/navigation";
import type { LoadedPage } from "@/resolve/load-page";
import { ContentPage } from "./ContentPage";
import { ListingPage } from "./listing/ListingPage";
import { ResultsTemplatePage } from "./search/ResultsTemplatePage";
import { SimplePage } from "./simple/SimplePage";
import { UnitPage } from "@/templates/unit/UnitPage";
import { UnitSetPage } from "@/templates/unit_set/UnitSetPage";
import { InterestAreaPage } from "@/templates/study-areas/InterestAreaPage";
import { StudyAreasPage } from "@/templates/study-areas/StudyAreasPage";
import { StyleGuidePage } from "@/templates/style-guide/StyleGuidePage";
import { WellbeingAssistantPage } from "@/templates/wellbeing/WellbeingAssistantPage";

/** Renders a resolved page; redirects and 404s leave through Next's control flow. */
export function LoadedPageView({ page, aside }: { page: LoadedPage; aside?: React.ReactNode }) {
  switch (page.kind) {
    case "redirect":
      return page.statusCode === 301 || page.statusCode === 308 ? permanentRedirect(page.url) : redirect(page.url);
    case "not-found":
      return notFound();
    case "content":
      return <ContentPage view={page.view} aside={aside} />;
    case "catalogue":
      return page.view.type === "unit" ? <UnitPage view={page.view.unit} /> : <UnitSetPage view={page.view.unitSet} />;
    case "listing":
      return <ListingPage {...page.listing} />;
    case "study-areas":
      return <StudyAreasPage view={page.view} />;
    case "interest-area":
      return <InterestAreaPage view={page.view} />;
    case "results-template":
      return <ResultsTemplatePage title={page.title} />;
    case "wellbeing":
      return <WellbeingAssistantPage title={page.title} intro={page.intro} view={page.view} complete={page.complete} />;
    case "style-guide":
      return <StyleGuidePage title={page.title} intro={page.intro} />;
    case "login":
      // The sign-in page renders its own template (app/login): it needs the request's cookies.
      return notFound();
    case "simple":
      return <SimplePage title={page.title} intro={page.intro} links={page.links} webform={page.webform} />;
  }
}
