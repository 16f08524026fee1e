"use client";
import { Icon } from "@/components/icons/Icon";
import { useNavControls } from "./nav-controls";

/** 'close menu' in a level-2 panel's intro (large screens). */
export function NavClose() {
  const { closeMenu } = useNavControls();
  return (
    <button type="button" className="nav-close" onClick={closeMenu}>
      <Icon name="close" />
      close menu
    </button>
  );
}
