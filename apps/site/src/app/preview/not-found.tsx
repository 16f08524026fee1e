import { NotFoundView } from "@/features/not-found-reload/NotFoundView.client";

export default function NotFound() {
  return <NotFoundView />;
}
