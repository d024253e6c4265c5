#!/usr/bin/env bash
# Every Swift file under Apple/ must at least parse; Linux cannot compile them (no Apple frameworks here).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
count=0
while IFS= read -r -d '' f; do
  count=$((count + 1))
  if ! swiftc -parse "$f"; then echo "error: $f does not parse" >&2; status=1; fi
done < <(find Apple -name '*.swift' -print0)
echo "Apple/: $count Swift files parse" >&2
exit $status
