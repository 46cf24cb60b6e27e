#!/usr/bin/env bash
# Makes sure Debian's redis-server binary is installed (for n8n queue mode in the e2e tests).
# It only installs the package; it does not start a server (n8n-instance.js starts its own,
# on a free loopback port, and stops it). Prints the path of redis-server on stdout.
set -euo pipefail

if command -v redis-server >/dev/null 2>&1; then
	command -v redis-server
	exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
	SUDO=sudo
else
	SUDO=
fi

echo "[ensure-redis] installing redis-server from apt" >&2
export DEBIAN_FRONTEND=noninteractive
# Debian's maintainer scripts would try to start the service; there is no init system here, and we
# start our own instance anyway, so tell invoke-rc.d not to start anything for this install.
POLICY=/usr/sbin/policy-rc.d
CREATED_POLICY=0
if [ ! -e "$POLICY" ]; then
	printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
	$SUDO chmod +x "$POLICY"
	CREATED_POLICY=1
fi
cleanup() { if [ "$CREATED_POLICY" = 1 ]; then $SUDO rm -f "$POLICY"; fi; }
trap cleanup EXIT

if ! $SUDO apt-get install -y -q --no-install-recommends redis-server >&2; then
	$SUDO apt-get update -q >&2
	$SUDO apt-get install -y -q --no-install-recommends redis-server >&2
fi

command -v redis-server
