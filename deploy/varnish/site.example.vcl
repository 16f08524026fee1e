# One deployment's part of the cache's configuration, included by default.vcl. `npm run start:cluster` writes its
# own (scripts/cluster/varnish.mjs); for another deployment, copy this and fill in the addresses and the secret.

# Each instance's readiness (/api/ready: 503 while its content service is unreachable), not its liveness
# (/api/health): with every instance unready, default.vcl serves what it kept (grace).
probe site_health {
  .url = "/api/ready";
  .interval = 2s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend site1 {
  .host = "127.0.0.1";
  .port = "3010";
  .probe = site_health;
  .first_byte_timeout = 35s;
}

backend site2 {
  .host = "127.0.0.1";
  .port = "3011";
  .probe = site_health;
  .first_byte_timeout = 35s;
}

sub vcl_init {
  new sites = directors.round_robin();
  sites.add_backend(site1);
  sites.add_backend(site2);
}

# Who may purge without the secret: the content service's hosts.
acl purgers {
  "127.0.0.1";
}

# The shared secret the content service sends in X-Purge-Secret (CONTENT_PURGE_SECRET).
sub yu_purge_secret {
  if (req.http.X-Purge-Secret == "change-me-to-a-long-random-secret") {
    set req.http.x-purge-allowed = "1";
  } else {
    unset req.http.x-purge-allowed;
  }
  unset req.http.X-Purge-Secret;
}
