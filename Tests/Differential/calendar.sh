#!/usr/bin/env bash
# Compares the lab's calendar arithmetic with this machine's Foundation on random inputs
# (docs/semantics.md §13): compiles GregorianCalendar.swift with Tests/Differential/calendar/main.swift
# and runs it in UTC. Usage: Tests/Differential/calendar.sh [iterations per configuration]
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swiftc -O Sources/LabScript/Builtins/GregorianCalendar.swift Tests/Differential/calendar/main.swift -o "$work/calendar-fuzz"
TZ=UTC "$work/calendar-fuzz" "${1:-20000}"
