# Pieces of compose.yaml that generate.sh and generate-multi-driver.sh share; sourced by both, not run.

# compose checks every 30 s by default: the driver's depends_on would wait that long for servers ready in 5 s
healthcheck_timing() {
  echo "      interval: 2s"
  echo "      timeout: 5s"
  echo "      retries: 90"
}

# A PostgreSQL shard server's settings under its "environment:" line: user, password, database, command, health check.
postgres_shard_settings() {
  echo "      POSTGRES_USER: igen"
  echo "      POSTGRES_PASSWORD: \${IGEN_DB_PASSWORD:?set IGEN_DB_PASSWORD}"
  echo "      POSTGRES_DB: igen"
  echo "    command: [\"postgres\", \"-c\", \"max_connections=300\", \"-c\", \"shared_buffers=512MB\"]"
  echo "    shm_size: 1g"
  echo "    healthcheck:"
  echo "      test: [\"CMD\", \"pg_isready\", \"-U\", \"igen\", \"-d\", \"igen\"]"
  healthcheck_timing
}
