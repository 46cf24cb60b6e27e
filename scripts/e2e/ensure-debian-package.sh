#!/usr/bin/env bash
# Usage: ensure-debian-package.sh <debian-package> <binary> [--no-install-recommends]
# Makes sure a Debian package the e2e tests need is installed (redis-server for queue mode, postgresql for n8n on
# PostgreSQL, chromium for the editor test) and prints the path of its binary on stdout. <binary> is a command
# name looked up on PATH, or an absolute path pattern (e.g. '/usr/lib/postgresql/*/bin/initdb', quoted: Debian
# keeps PostgreSQL's server binaries off PATH); for a pattern the newest match (version sort) is printed. It never starts a service: the tests start their
# own processes on loopback ports and stop them, so invoke-rc.d is told not to start anything while installing.
set -euo pipefail
PACKAGE="$1"
BINARY="$2"
EXTRA="${3:-}"

find_binary() {
	case "$BINARY" in
	/*)
		# an absolute path or pattern: the newest executable match
		local match
		match=$(compgen -G "$BINARY" | sort -V | tail -n 1 || true)
		if [ -n "$match" ] && [ -x "$match" ]; then
			printf '%s\n' "$match"
			return 0
		fi
		return 1
		;;
	*) command -v "$BINARY" ;;
	esac
}

if find_binary >/dev/null 2>&1; then
	find_binary
	exit 0
fi

SUDO=
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; fi

echo "[ensure-debian-package] installing $PACKAGE from apt" >&2
export DEBIAN_FRONTEND=noninteractive
POLICY=/usr/sbin/policy-rc.d
CREATED_POLICY=0
if [ ! -e "$POLICY" ]; then
	printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
	$SUDO chmod +x "$POLICY"
	CREATED_POLICY=1
fi
cleanup() { if [ "$CREATED_POLICY" = 1 ]; then $SUDO rm -f "$POLICY"; fi; }
trap cleanup EXIT

if ! $SUDO apt-get install -y -q $EXTRA "$PACKAGE" >&2; then
	$SUDO apt-get update -q >&2
	$SUDO apt-get install -y -q $EXTRA "$PACKAGE" >&2
fi
find_binary
