import "server-only";
import { WELLBEING_FALLBACK, wellbeingView, type WellbeingView } from "@/mapping/wellbeing";
import { publicContext, type TideContext } from "@/tide/context";
import { getCollection } from "@/tide/list";
import { relationsFor } from "@/mapping/relations";

/**
 * The wellbeing assistant's services and needs (content/site/wellbeing.yaml), the same for every visitor. When the
 * content system fails, the urgent numbers still show (mapping/wellbeing.ts WELLBEING_FALLBACK).
 */
export async function loadWellbeing(ctx: TideContext): Promise<{ view: WellbeingView; complete: boolean }> {
  const shared = publicContext(ctx);
  const [services, needs] = await Promise.all([
    getCollection("block_content/wellbeing_service", {}, shared, { tags: ["wellbeing"] }),
    getCollection("block_content/wellbeing_need", { include: "field_services" }, shared, { tags: ["wellbeing"] }),
  ]);
  const view = wellbeingView(services.data, needs.data, relationsFor({ data: needs.data, included: needs.included }));
  if (view.urgent.length === 0) return { view: { ...view, urgent: WELLBEING_FALLBACK.urgent }, complete: false };
  return { view, complete: view.needs.length > 0 };
}
