import { Paragraphs } from "@/templates/paragraphs/Paragraphs";
import { accordions, tabs, videos } from "../mock-content";

/* Accordions, tabs and videos: the page components with client islands, shown through the same renderer as pages. */

export const AccordionMultipleExample = () => <Paragraphs items={[accordions.multiple]} />;
export const AccordionSingleExample = () => <Paragraphs items={[accordions.single]} />;
export const AccordionNumberedExample = () => <Paragraphs items={[accordions.numbered]} />;
export const TabsExample = () => <Paragraphs items={[tabs]} />;
export const VideoExample = () => <Paragraphs items={[videos.standard]} />;
export const BannerVideoExample = () => <Paragraphs items={[videos.banner]} />;
