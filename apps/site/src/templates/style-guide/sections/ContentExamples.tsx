import { Card } from "@/components/card/Card";
import { CourseCard } from "@/components/course-card/CourseCard";
import { Documents } from "@/components/documents/Documents";
import { Figure } from "@/components/figure/Figure";
import { Paragraphs } from "@/templates/paragraphs/Paragraphs";
import { SaveCardButton } from "@/features/shortlist/SaveCardButton";
import { cards, courseCards, documents, figures, gallery, richText } from "../mock-content";

/* Cards, rich text, figures, galleries and documents. */

export function CardsExample() {
  return (
    <ul className="card-grid">
      {cards.map(({ card }) => (
        <li className="card" key={card.id}>
          <Card card={card} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

export function CourseCardsExample() {
  return (
    <ul className="card-grid">
      {courseCards.map((card) => (
        <li key={card.key}>
          <CourseCard card={card} actions={<SaveCardButton card={card} />} />
        </li>
      ))}
    </ul>
  );
}

export const RichTextExample = () => <Paragraphs items={[richText.lists]} />;
export const TableExample = () => <Paragraphs items={[richText.table]} />;
export const QuoteExample = () => <Paragraphs items={[richText.quote]} />;
export const StatisticsExample = () => <Paragraphs items={[richText.statistics]} />;

export function FiguresExample() {
  return (
    <div className="style-guide__grid">
      <Figure image={figures.plain} sizes="(min-width: 768px) 50vw, 100vw" />
      <Figure image={figures.captioned} sizes="(min-width: 768px) 50vw, 100vw" />
    </div>
  );
}

export const GalleryExample = () => <Paragraphs items={[gallery]} />;
export const DocumentsExample = () => <Documents documents={documents} />;
