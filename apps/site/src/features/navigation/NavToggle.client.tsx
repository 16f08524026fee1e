"use client";
import { Icon } from "@/components/icons/Icon";
import { subId, toggleId } from "./nav-ids";
import { useNavControls } from "./nav-controls";

/** The disclosure button beside a menu link that has a panel: opens and closes that panel. */
export function NavToggle({ id, level, title }: { id: string; level: number; title: string }) {
  const { state, dispatch, trail, onDrawer } = useNavControls();
  const open = state.open[level] === id;
  return (
    <button
      type="button"
      className="nav-toggle"
      id={toggleId(id)}
      aria-expanded={open}
      aria-controls={subId(id)}
      onClick={() => {
        dispatch({ type: "toggleLink", level, id, activeTrail: trail });
        // Children of level 2 onward open as drawers on small screens.
        if (level >= 1) onDrawer(id, !open);
      }}
    >
      <span className="visually-hidden">Toggle {title}</span>
      {level >= 2 ? (
        <Icon name="arrow-right" className="nav-toggle__icon" />
      ) : (
        <Icon name="chevron-down" className="nav-toggle__icon nav-toggle__icon--chevron" />
      )}
    </button>
  );
}
