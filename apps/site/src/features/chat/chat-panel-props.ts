/** What the launcher hands the lazily loaded chat panel. */
export interface ChatPanelProps {
  open: boolean;
  /** Called when the visitor closes the chat (Close button, Escape); focus goes back to the launcher. */
  onClose: () => void;
  productName: string;
  path: string;
}
