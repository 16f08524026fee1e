import { DISMISSED_ALERTS_KEY } from "./dismissed-alerts";

/**
 * Source of a tiny inline script that runs before the alerts are painted: it hides the ones already closed
 * with a stylesheet, so a closed alert does not flash on the next page while React hydrates. It touches no
 * element React renders (a new <style> in <head>), so hydration sees the server's markup unchanged.
 */
export function hideDismissedAlertsScript(): string {
  return `(function(){try{var ids=JSON.parse(localStorage.getItem(${JSON.stringify(DISMISSED_ALERTS_KEY)})||"[]");if(!Array.isArray(ids))return;var sel=[];for(var i=0;i<ids.length;i++){if(typeof ids[i]==="string"&&ids[i])sel.push('[data-site-alert="'+CSS.escape(ids[i])+'"]');}if(!sel.length)return;var s=document.createElement("style");s.textContent=sel.join(",")+"{display:none!important}";document.head.appendChild(s);}catch(e){}})();`;
}
