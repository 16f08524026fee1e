"use client";
import { Icon } from "@/components/icons/Icon";
import { backId, subId } from "./nav-ids";
import { useNavControls } from "./nav-controls";

/**
 * A menu link's panel. Closed, it is an empty element: its links (`children`, rendered by the server) are drawn
 * when it opens, so a page's HTML carries the first level only. From level 2 on it is a drawer on small screens,
 * with 'Go back'.
 */
export function NavPanel({ id, level, children }: { id: string; level: number; children: React.ReactNode }) {
  const { state, dispatch, onDrawer } = useNavControls();
  const open = state.open[level] === id;
  return (
    <div id={subId(id)} className={`nav-sub nav-sub--l${level + 2}`} hidden={!open}>
      {open && (
        <div className="nav-sub__inner">
          {level >= 1 && (
            <button type="button" className="nav-back" id={backId(id)} onClick={() => {
              dispatch({ type: "closeFrom", level });
              onDrawer(id, false);
            }}>
              <Icon name="arrow-left" />
              Go back
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
