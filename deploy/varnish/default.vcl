vcl 4.1;
#
# The HTTP cache in front of the site instances (docs/operations.md, "Running in production"). Public pages are kept for as long
# as the site's Cache-Control s-maxage says, found again by the content's cache tags (the `xkey` header the site
# sends), and purged by those tags when content changes. Anything personal (an editor's cookie, preview, sign-in),
# every POST and the site's API stay out of the cache. When every site instance is down or slow, cached pages keep
# being served (grace).
#
# The site instances, their health probe, the purge ACL and the purge secret are in site.vcl, written for each
# deployment (`npm run start:cluster` writes one; deploy/varnish/site.example.vcl shows its shape). It must define
# the director `sites` (in its vcl_init, holding every instance), the ACL `purgers` and `sub yu_purge_secret`.

import std;
import directors;
import xkey;

include "site.vcl";

sub vcl_recv {
  set req.backend_hint = sites.backend();

  # Purge by content cache tags, from the content service only (its address, or the shared secret).
  if (req.method == "PURGE") {
    call yu_purge_secret;
    if (!(client.ip ~ purgers) && req.http.x-purge-allowed != "1") {
      return (synth(403, "Purging is not allowed from this address."));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the tags to purge in the xkey-purge header."));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged + " objects."));
  }
  unset req.http.x-purge-allowed;

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The site's API answers (forms, suggestions, sign-in, revalidation) are never kept.
  if (req.url ~ "^/api/") {
    return (pass);
  }
  # An editor sees drafts and previews: nothing of theirs is kept, nothing kept is served to them.
  if (req.url ~ "^/(preview/|login(\?|$))" || req.http.Cookie ~ "(^|;\s*)authenticatedContent=") {
    return (pass);
  }

  # A client that cannot take gzip gets its own copy, fetched and kept uncompressed: no answer is decompressed per
  # request (vcl_hash, vcl_backend_fetch). The mark is always set here, never taken from the client.
  if (req.http.Accept-Encoding ~ "gzip") {
    unset req.http.x-yu-plain;
  } else {
    set req.http.x-yu-plain = "1";
  }

  # A cookie does not make a public page personal: the site marks what is personal itself (private, no-store).
  # Kept objects are shared by everyone; concurrent misses for one page wait for a single fetch.
  if (std.healthy(req.backend_hint)) {
    # Healthy instances: a page past its time is served for at most 10 s more while it is fetched again.
    set req.grace = 10s;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.x-yu-plain) {
    hash_data("uncompressed");
  }
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  return (lookup);
}

sub vcl_backend_fetch {
  if (bereq.http.x-yu-plain) {
    unset bereq.http.Accept-Encoding;
  }
  unset bereq.http.x-yu-plain;
}

sub vcl_backend_response {
  # Kept for the site's s-maxage (Varnish reads it before max-age); then up to a day of grace for outages.
  set beresp.grace = 24h;
  if (beresp.status >= 500) {
    # A failure is never kept, and never replaces the copy being refreshed in the background.
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.x-cache = "HIT";
  } else {
    set resp.http.x-cache = "MISS";
  }
  # The tags stay on the answer as section-cache-tags; xkey is this cache's own index.
  unset resp.http.xkey;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

sub vcl_backend_error {
  # An instance that has just gone away (before its probe says so): ask the next one.
  if (bereq.retries < 2) {
    return (retry);
  }
  # No instance could answer and nothing was kept: a plain page, never Varnish's own.
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.http.Retry-After = "60";
  set beresp.http.Cache-Control = "no-store";
  synthetic({"<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error</title></head><body><main><h1>Error</h1><p>Something went wrong and we're working to fix the problem. We'll be up and running shortly. Thanks for your patience.</p><p><a href="/">Go to the home page</a></p></main></body></html>"});
  return (deliver);
}
