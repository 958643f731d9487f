#!/usr/bin/env bash
# Installs Debian's PostgreSQL when missing, starts a cluster and creates the test role and
# database; prints the connection URL for TEST_DATABASE_URL. For CI and local test runs (root).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | grep -q "^${version} main"; then
  pg_createcluster "${version}" main >&2
fi
pg_ctlcluster "${version}" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  if su postgres -c "pg_isready -q" 2>/dev/null; then break; fi
  sleep 1
done
port=$(pg_lsclusters -h | awk -v v="${version}" '$1 == v && $2 == "main" { print $3 }')
su postgres -c "psql -q -p ${port} -tc \"select 1 from pg_roles where rolname = 'vpn_test'\"" | grep -q 1 ||
  su postgres -c "psql -q -p ${port} -c \"create role vpn_test login password 'vpn_test'\"" >&2
su postgres -c "psql -q -p ${port} -tc \"select 1 from pg_database where datname = 'vpn_test'\"" | grep -q 1 ||
  su postgres -c "psql -q -p ${port} -c 'create database vpn_test owner vpn_test'" >&2
# The test role owns its database and schema, so the tests can drop and recreate everything in it.
su postgres -c "psql -q -p ${port} -d vpn_test -c 'alter database vpn_test owner to vpn_test; create schema if not exists public authorization vpn_test; alter schema public owner to vpn_test'" >&2
echo "postgres://vpn_test:vpn_test@127.0.0.1:${port}/vpn_test"
