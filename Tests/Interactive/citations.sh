#!/usr/bin/env bash
# Every citation in the repository points inside it: no file cites a document that a clone does
# not have (the workspace's SEMANTICS, DESIGN or NOTES files, its seeds folder), and every
# `docs/semantics.md §x` or `docs/architecture.md §x` names a section that exists.
# Run by `make test`; prints file:line for each bad citation and exits 1.
set -euo pipefail
cd "$(dirname "$0")/../.."

files=$(git ls-files | grep -v -e '^Tests/Interactive/citations.sh$')
status=0

# 1. Documents outside the repository.
if outside=$(echo "$files" | xargs grep -n -E 'SEMANTICS|DESIGN\.md|DESIGN §|NOTES\.md|\.\./shared|shared/(seeds|SEMANTICS|DESIGN|NOTES|STYLE)' 2>/dev/null); then
  echo "$outside" | sed 's/^/citations: cites a document outside the repository: /'
  status=1
fi

# 2. Sections that do not exist. A citation may wrap onto the next line of a comment.
sections() {  # the section numbers of a Markdown file: "## 4." and "### 4.3 " headings
  perl -ne 'print "$1\n" if /^#{2,3} ([0-9]+(?:\.[0-9]+)?)\.? /' "$1"
}
semantics=$(sections docs/semantics.md)
architecture=$(sections docs/architecture.md)
while IFS=$'\t' read -r file line doc section; do
  [ -z "$file" ] && continue
  case "$doc" in
    semantics) known="$semantics" ;;
    architecture) known="$architecture" ;;
  esac
  if ! grep -qx -- "$section" <<<"$known"; then
    echo "citations: $file:$line: docs/$doc.md §$section does not exist"
    status=1
  fi
done < <(echo "$files" | xargs perl -0ne '
  while (m{docs/(semantics|architecture)\.md\s*(?:(?://+|#|\*)\s*)?§\s*([0-9]+(?:\.[0-9]+)?)}g) {
    my ($doc, $sec) = ($1, $2);
    my $line = 1 + (() = substr($_, 0, $-[0]) =~ /\n/g);
    print "$ARGV\t$line\t$doc\t$sec\n";
  }' 2>/dev/null)

if [ "$status" -eq 0 ]; then
  echo "citations: every citation points at a section of docs/ that exists"
fi
exit "$status"
