import { Icon } from "@/components/icons/Icon";

/** The header's icons, rendered by the server and handed to the header: the icon set never ships as script. */
export interface HeaderIcons {
  user: React.ReactNode;
  search: React.ReactNode;
  menu: React.ReactNode;
  close: React.ReactNode;
  bookmark: React.ReactNode;
  logOut: React.ReactNode;
}

export function headerIcons(): HeaderIcons {
  return {
    user: <Icon name="user" />,
    search: <Icon name="search" />,
    menu: <Icon name="menu" />,
    close: <Icon name="close" />,
    bookmark: <Icon name="bookmark" />,
    logOut: <Icon name="log-out" />,
  };
}
