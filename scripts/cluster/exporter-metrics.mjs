// The exporters' metric names the alerts (deploy/prometheus/alerts.yml) and the dashboard (deploy/grafana/) use: the
// names Debian's prometheus-varnish-exporter 1.6, prometheus-redis-exporter 1.45 and prometheus-postgres-exporter 0.11
// publish, and Prometheus's own `up`. The cluster test (metrics.cluster.test.ts) checks each one in a real scrape.
export const EXPORTER_METRICS = {
  varnish: ["varnish_up", "varnish_main_cache_hit", "varnish_main_cache_miss", "varnish_main_client_req", "varnish_main_backend_req",
    "varnish_main_backend_fail", "varnish_main_n_object", "varnish_backend_up"],
  redis: ["redis_up", "redis_memory_used_bytes", "redis_connected_clients", "redis_commands_processed_total", "redis_keyspace_hits_total",
    "redis_keyspace_misses_total"],
  postgres: ["pg_up", "pg_stat_database_numbackends", "pg_stat_database_xact_commit", "pg_stat_database_xact_rollback"],
  prometheus: ["up"],
};
