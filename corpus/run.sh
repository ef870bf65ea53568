#!/usr/bin/env bash
# The real-code corpus (issue 15): SwiftUI view files from public repositories, listed in
# corpus/manifest.tsv by repository, commit and path. The files themselves never enter this
# repository: they are read from bare git copies (CORPUS_MIRROR, one `owner+name/repo` folder
# each, as the workspace's fetch tool lays them out; a missing one is cloned from GitHub).
#
# Each file is loaded into a fresh lab (`:load`) and what its author previews is built: its
# `#Preview` (the last one becomes the root as the file loads), else `:preview` of its
# `PreviewProvider`, else of its first `struct …: View` (`:preview` makes up the arguments a
# view needs, and the objects no ancestor provides, as it says). A file passes when that runs
# without an error and a root view is laid out (with --with-project: by the file's own run,
# after its project's files have loaded). Failures are
# grouped by the first error's message with names blanked, and the classes are printed by count.
#
#   corpus/run.sh                      # GEOLAB=.build/debug/geolab, CORPUS_MIRROR=/work/.mirror
#   GEOLAB=.build/run/debug/geolab corpus/run.sh --list   # also one line per file
#   CORPUS_MANIFEST=other.tsv corpus/run.sh   # another list of files, in the same format
#   corpus/run.sh --with-project       # first load the other Swift files of the file's app
#                                      # (its project's models and helpers), as a user pasting
#                                      # a screen with what it uses would
set -uo pipefail
# Identifiers and paths are UTF-8 (`Razémon`, `swiftuilearn的副本/`): grep's and git grep's
# classes and word boundaries follow the locale, and sort's order too. One fixed locale makes
# them Unicode-aware and the run the same whoever starts it.
export LC_ALL=C.UTF-8
# A Swift identifier, for perl -CSD (which reads UTF-8 whatever the locale): a letter or `_`,
# then letters, marks, digits or `_` (Swift's grammar allows a few symbols more; no file here
# uses them).
ident='[\p{L}_][\p{L}\p{M}\p{N}_]*'

here="$(cd "$(dirname "$0")" && pwd)"
repo_root="$(cd "$here/.." && pwd)"
geolab="${GEOLAB:-$repo_root/.build/debug/geolab}"
# Relative to where the script was started (make passes .build/debug/geolab): each file runs
# from a scratch directory.
case "$geolab" in /*) ;; *) geolab="$PWD/$geolab" ;; esac
mirror="${CORPUS_MIRROR:-/work/.mirror}"
list=false
project=false
for arg in "$@"; do
  case "$arg" in
    --list) list=true ;;
    --with-project) project=true ;;
    *) echo "usage: corpus/run.sh [--list] [--with-project]" >&2; exit 2 ;;
  esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

[ -x "$geolab" ] || { echo "corpus: no geolab at $geolab (run 'make build')" >&2; exit 2; }

# The project of the file at $path (in $dir at $commit): the nearest folder above it that
# holds what the top of an app target or package holds (Assets.xcassets, Preview Content/,
# Info.plist, Package.swift, an .xcodeproj, the @main file), so that its Utils/, Extensions/,
# Service/ or Models/ count wherever the file sits below them. With no such folder, or one
# nearer than the parent folder, the parent folder's tree (an app's Models/ next to its
# Views/). Paths are read NUL-separated and unquoted: `git ls-tree` otherwise quotes a
# non-ASCII path ("Raz\303\251mon.swift"), and `git show` of that quoted name finds nothing.
# The commit's file list ($tree) and @main files ($mains) are listed once per commit: most
# repositories give several files.
project_scope() {
  if [ ! -e "$tree" ]; then
    git -C "$dir" ls-tree -r -z --name-only "$commit" >"$tree"
    git -C "$dir" grep -l -z -F '@main' "$commit" -- '*.swift' 2>/dev/null \
      | perl -0 -pe "s/^\\Q$commit\\E://" >"$mains"
  fi
  perl -e '
    my ($path, $tree, $mains) = @ARGV;
    local $/ = "\0";
    my (%blob, %dir, %main, %xcodeproj);
    open my $t, "<", $tree or die; while (<$t>) { chomp; $blob{$_} = 1 }
    open my $m, "<", $mains or die; while (<$m>) { chomp; $main{dirname($_)} = 1 }
    sub dirname { my $p = shift; $p =~ s{/[^/]*$}{} or $p = "."; $p }
    for my $b (keys %blob) {
      my $d = $b;
      while (($d = dirname($d)) ne ".") { $dir{$d} = 1; $xcodeproj{dirname($d)} = 1 if $d =~ /\.xcodeproj$/ }
    }
    my $folder = dirname(dirname($path)); $folder = dirname($path) if $folder eq ".";
    my $root;
    for (my $d = dirname($path); ; $d = dirname($d)) {
      my $p = $d eq "." ? "" : "$d/";
      if ($blob{"${p}Info.plist"} || $blob{"${p}Package.swift"} || $dir{"${p}Assets.xcassets"}
          || $dir{"${p}Preview Content"} || $xcodeproj{$d} || $main{$d}) { $root = $d; last }
      last if $d eq ".";
    }
    my $depth = sub { my $d = shift; $d eq "." ? 0 : scalar(split m{/}, $d) };
    print defined $root && $depth->($root) < $depth->($folder) ? $root : $folder;
  ' "$path" "$tree" "$mains"
}

total=0
passed=0
partial=0
: >"$work/classes"
while IFS=$'\t' read -r repo commit path; do
  case "$repo" in '#'* | '') continue ;; esac
  dir="$mirror/${repo/\//+}/repo"
  if [ ! -d "$dir" ]; then
    git clone -q --bare "https://github.com/$repo" "$dir" 2>/dev/null \
      || { echo "corpus: cannot get $repo" >&2; continue; }
  fi
  total=$((total + 1))
  file="$work/f$total.swift"
  if ! git -C "$dir" show "$commit:$path" >"$file" 2>/dev/null; then
    echo "missing: $repo $path" >>"$work/classes"
    continue
  fi
  # What the file's author previews: its `#Preview` (the last one becomes the root when the
  # file loads), else `:preview` of its `PreviewProvider`, else of its first view (with the
  # sample arguments `:preview` makes up for what the view needs).
  # Declarations in commented-out lines do not count (a file commented out top to bottom).
  # Names may hold any letter (`struct Razémon: View`), so perl's Unicode classes, not [A-Za-z].
  grep -vE '^[[:space:]]*//' "$file" >"$work/code.swift"
  provider=$(perl -CSD -ne "if (/struct\\s+($ident)\\s*:\\s*PreviewProvider/) { print \$1; exit }" "$work/code.swift")
  # A generic view (`struct Lazy<Content: View>: View`) and one that lists `View` after another
  # protocol (`struct Row: Equatable, View`) count too.
  view=$(perl -CSD -ne "if (/struct\\s+($ident)\\s*(?:<[^>{]*>)?\\s*:[^{]*\\bView\\b/) { print \$1; exit }" "$work/code.swift")
  # The file's own run, by itself.
  if grep -qE '^[[:space:]]*#Preview' "$file"; then
    printf ':load %s\n' "$file" >"$work/own.geo"
  elif [ -n "$provider" ]; then
    printf ':load %s\n:preview %s\n' "$file" "$provider" >"$work/own.geo"
  elif [ -n "$view" ]; then
    printf ':load %s\n:preview %s\n' "$file" "$view" >"$work/own.geo"
  else
    printf ':load %s\n' "$file" >"$work/own.geo"
  fi
  : >"$work/script.geo"
  : >"$work/loaded"
  tree="$work/tree-$commit" mains="$work/mains-$commit" scope=""
  if $project; then
    scope=$(project_scope)
    # Its other Swift files, except tests, playgrounds (not part of the app: a page's own
    # `struct Image` would hide SwiftUI's) and the app entry point: loaded first, so that the
    # file finds the types and data its project declares around it. At most 40: first those
    # that declare a type the file names, and the types those name in turn (a catalog app's
    # shared `HeaderView` in MyTemplate/, far from the file's folder of 200 demos, and the
    # `DescView` it uses), then the nearest to the file (its folder, then its parent's tree,
    # and so on up). A file that extends a type the file names, or declares a function it
    # calls, counts as declaring it. Their own errors are not the file's (see own below).
    git -C "$dir" grep -z -o -E \
      '(struct|class|enum|protocol|actor|typealias|extension|func)[[:space:]]+[[:alpha:]_][[:alnum:]_]*' \
      "$commit" -- '*.swift' 2>/dev/null >"$work/types"
    k=0
    perl -CSDA -e '
      my ($path, $scope, $tree, $mains, $types, $code, $ident, $dir, $commit) = @ARGV;
      my $prefix = $scope eq "." ? "" : "$scope/";
      my %main = do { local $/ = "\0"; open my $m, "<", $mains or die; map { chomp; $_ => 1 } <$m> };
      my %candidate = do { local $/ = "\0"; open my $t, "<", $tree or die;
        map { chomp; $_ => 1 } grep { /\.swift\0$/ && substr($_, 0, length $prefix) eq $prefix } <$t> };
      delete $candidate{$_} for grep { m{Tests/|\.playground/|(^|/)Package\.swift$} || $_ eq $path || $main{$_} } keys %candidate;
      my %declares;
      { open my $d, "<", $types or die;
        while (<$d>) { push @{$declares{$2}}, $1 if /^[^:]*:([^\0]*)\0\S+\s+($ident)/ && $candidate{$1} } }
      # The names a text uses, less those it declares itself.
      my $names = sub {
        my %uses = map { $_ => 1 } $_[0] =~ /($ident)/g;
        delete $uses{$1} while $_[0] =~ /\b(?:struct|class|enum|protocol|actor|typealias)\s+($ident)/g;
        keys %uses;
      };
      my %wanted; my @queue = (do { local $/; open my $c, "<", $code or die; <$c> });
      while (@queue && keys %wanted < 40) {
        my @names = $names->(shift @queue);
        for my $f (map { @{$declares{$_} || []} } sort @names) {
          next if exists $wanted{$f} || keys %wanted >= 40;
          $wanted{$f} = keys %wanted;
          open my $g, "-|", "git", "-C", $dir, "show", "$commit:$f" or next;
          push @queue, do { local $/; <$g> };
        }
      }
      my @here = split m{/}, ($path =~ m{^(.*)/} ? $1 : "");
      my @near;
      for (keys %candidate) {
        my @there = split m{/}, (m{^(.*)/} ? $1 : "");
        my $common = 0; $common++ while $common < @here && $common < @there && $here[$common] eq $there[$common];
        push @near, [exists $wanted{$_} ? $wanted{$_} : 40, @here - $common, $_];
      }
      @near = sort { $a->[0] <=> $b->[0] || $a->[1] <=> $b->[1] || $a->[2] cmp $b->[2] } @near;
      splice @near, 40 if @near > 40;
      print "$_->[2]\0" for reverse @near;
    ' "$path" "$scope" "$tree" "$mains" "$work/types" "$work/code.swift" "$ident" "$dir" "$commit" | while IFS= read -r -d '' sibling; do
        k=$((k + 1))
        git -C "$dir" show "$commit:$sibling" >"$work/s$total-$k.swift"
        printf '%s\0' "$sibling" >>"$work/loaded"
        printf '%s\0' "$work/s$total-$k.swift"
      done >"$work/siblings"
    # The project's Core Data models first (docs/semantics.md §11.2): the classes Xcode
    # generates for their entities are what the files use. Each `.xcdatamodeld` is copied with
    # its versions' `contents` and its `.xccurrentversion`.
    rm -rf "$work"/*.xcdatamodeld
    perl -0 -ne '
      BEGIN { ($scope) = @ARGV[0]; shift @ARGV; $prefix = $scope eq "." ? "" : "$scope/" }
      chomp;
      next unless substr($_, 0, length $prefix) eq $prefix;
      print "$_\0" if m{\.xcdatamodeld/(\.xccurrentversion|[^/]+\.xcdatamodel/contents)$};
    ' "$scope" "$tree" | while IFS= read -r -d '' part; do
        model="${part%%.xcdatamodeld/*}.xcdatamodeld"
        inside="${part#"$model"/}"
        name="$(basename "$model")"
        mkdir -p "$work/$name/$(dirname "$inside")"
        git -C "$dir" show "$commit:$part" >"$work/$name/$inside" 2>/dev/null
      done
    for model in "$work"/*.xcdatamodeld; do
      [ -d "$model" ] && printf ':load %s\n' "$(basename "$model")" >>"$work/script.geo"
    done
    # In the order their declarations need: the lab evaluates a top-level `let` as its file
    # loads, and an `extension` of a type it has not seen yet is lost, so a file of data
    # (`let headersData: [Header] = [Header(…)]`) or extensions loads after the file that
    # declares the types it names, whatever the file names' order. Each file follows those
    # that declare a type, or a top-level `let`, `var` or `func`, whose name it uses; where
    # that leaves a choice (files that use each other), the order above reversed: what the
    # file names, and the nearest, last, so that of two same-named declarations theirs wins.
    perl -CSD -e '
      my ($list, $ident) = @ARGV;
      my @files = do { local $/ = "\0"; open my $l, "<", $list or die; map { chomp; $_ } <$l> };
      my (%decl, %uses, %needs, %done, @order);
      for my $f (@files) {
        my $text = do { local $/; open my $h, "<", $f or die; <$h> };
        $text =~ s{//[^\n]*}{}g;
        $decl{$f}{$1} = 1 while $text =~ /\b(?:struct|class|enum|protocol|actor|typealias)\s+($ident)/g;
        $decl{$f}{$1} = 1 while $text =~ /^(?:(?:public|internal)\s+)?(?:let|var|func)\s+($ident)/mg;
        $uses{$f}{$1} = 1 while $text =~ /($ident)/g;
      }
      for my $f (@files) {
        for my $g (@files) {
          $needs{$f}{$g} = 1 if $g ne $f && grep { $uses{$f}{$_} } keys %{$decl{$g}};
        }
      }
      while (@order < @files) {
        my @left = grep { !$done{$_} } @files;
        my ($next) = grep { my $f = $_; !grep { !$done{$_} } keys %{$needs{$f}} } @left;
        $next //= $left[0];
        push @order, $next; $done{$next} = 1;
      }
      print ":load $_\n" for @order;
    ' "$work/siblings" "$ident" >>"$work/script.geo"
    # The project's JSON and media resources, beside the loaded files, where the lab's `Bundle.main`
    # looks (docs/semantics.md §15): Xcode copies a target's resources into its bundle without
    # their folders, so the first of a name wins. Not an asset catalog's `Contents.json`.
    perl -0 -ne '
      BEGIN { ($scope) = @ARGV[0]; shift @ARGV; $prefix = $scope eq "." ? "" : "$scope/"; $n = 0 }
      chomp;
      next unless /\.(json|mp3|m4a|wav|caf|aiff|mp4|mov)$/ && substr($_, 0, length $prefix) eq $prefix;
      next if m{\.xcassets/|(^|/)(package|package-lock|Package\.resolved)\.json$|\.xcodeproj/|Tests/};
      print "$_\0" if $n++ < 20;
    ' "$scope" "$tree" | while IFS= read -r -d '' resource; do
        name=$(basename "$resource")
        [ -e "$work/$name" ] || git -C "$dir" show "$commit:$resource" >"$work/$name" 2>/dev/null
      done
    # The project's English strings table (docs/semantics.md §1.2): its titles are keys that an
    # app with a table shows translated. `en.lproj`'s, else `Base.lproj`'s, else one outside any
    # `.lproj`, else a String Catalog.
    table=$(perl -0 -ne '
      BEGIN { ($scope) = @ARGV[0]; shift @ARGV; $prefix = $scope eq "." ? "" : "$scope/" }
      chomp;
      next unless substr($_, 0, length $prefix) eq $prefix && m{(^|/)Localizable\.(xc)?strings$};
      next if m{Pods/|Carthage/|\.build/};
      $rank = m{(^|/)en\.lproj/Localizable\.strings$} ? 0 : m{(^|/)Base\.lproj/Localizable\.strings$} ? 1
        : m{\.lproj/} ? 9 : m{\.strings$} ? 2 : 3;
      push @found, [$rank, $_] if $rank < 9;
      END { @found = sort { $a->[0] <=> $b->[0] || $a->[1] cmp $b->[1] } @found; print $found[0][1] if @found }
    ' "$scope" "$tree")
    if [ -n "$table" ]; then
      name=$(basename "$table")
      git -C "$dir" show "$commit:$table" >"$work/$name" 2>/dev/null && printf ':load %s\n' "$name" >>"$work/script.geo"
    fi
    # What follows is the file's own run: what comes before this line is the project's.
    # Qualified, as a project may declare its own `print`.
    printf 'Swift.print("geolab-corpus: the file")\n' >>"$work/script.geo"
  fi
  cat "$work/own.geo" >>"$work/script.geo"
  out=$(cd "$work" && timeout 30 "$geolab" run "$work/script.geo" 2>&1)
  status=$?
  # This file's project's resources are not the next file's.
  rm -f "$work"/*.json "$work"/*.mp3 "$work"/*.m4a "$work"/*.wav "$work"/*.caf "$work"/*.aiff "$work"/*.mp4 \
    "$work"/*.mov "$work"/Localizable.strings "$work"/Localizable.xcstrings
  # The file's own run: what comes after the marker, not the loading of its project's files
  # before it. Only that counts, errors, roots and warnings alike: a sibling's `#Preview`
  # builds a root of its own as it loads, and the file has not passed for that. If the run
  # never got to the marker (the project's files took the 30 s, or crashed the lab), the
  # project has hidden the file's result: the file is run by itself instead.
  own=$out
  if $project; then
    if printf '%s\n' "$out" | grep -qx 'geolab-corpus: the file'; then
      own=$(printf '%s\n' "$out" | sed -n '/^geolab-corpus: the file$/,$p')
    else
      own=$(cd "$work" && timeout 30 "$geolab" run "$work/own.geo" 2>&1)
      status=$?
    fi
  fi
  first_error=$(printf '%s\n' "$own" | grep -m1 -E '(^|: |- )error: ' | sed -E 's/.*error: //')
  if [ $status -eq 124 ]; then
    class="timeout (30 s)"
  elif [ -n "$first_error" ]; then
    # The message without the names in it, so files fail into shared classes. A name the
    # file's own project declares elsewhere is not a lab gap: it needs that other file.
    missing=$(printf '%s' "$first_error" | perl -CSD -ne "print \$1 if /^cannot find \`($ident)\`/")
    # So is a member the file calls that its project adds in an extension in another file
    # (`.rowStyle(.white)`, `array.element(i)`), looked for in the project only: a repository
    # of demos declares every common member name somewhere. If that file was loaded before
    # the file (--with-project) and the member is still missing, the lab failed on it: the
    # message stays.
    member=$(printf '%s' "$first_error" | perl -CSD -ne "print \$1 if /has no member \`($ident)\`/")
    [ -n "$member" ] && [ -z "$scope" ] && scope=$(project_scope)
    if [ -n "$missing" ] && git -C "$dir" grep -qE \
      "(struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+$missing\b" "$commit" -- '*.swift' \
      2>/dev/null && ! grep -qE "(struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+$missing\b" "$file"; then
      class="needs another file of its project (\`$missing\`)"
      class="needs another file of its project"
    elif [ -n "$member" ] \
      && ! grep -qE "(func|var|let|case)[[:space:]]+$member([^[:alnum:]_]|$)" "$file" \
      && git -C "$dir" grep -l -z --all-match -E \
        -e "(func|var|let|case)[[:space:]]+$member([^[:alnum:]_]|$)" \
        -e '^[[:space:]]*((public|internal|fileprivate|private)[[:space:]]+)?extension[[:space:]]' \
        "$commit" -- '*.swift' 2>/dev/null \
      | perl -0 -ne 'BEGIN { local $/ = "\0"; open my $l, "<", shift or die; %loaded = map { chomp; $_ => 1 } <$l>;
            $prefix = shift; $prefix = $prefix eq "." ? "" : "$prefix/" }
          chomp; s/^[^:]*://; next unless substr($_, 0, length $prefix) eq $prefix;
          $declared++; $seen++ if $loaded{$_};
          END { exit !($declared && !$seen) }' "$work/loaded" "$scope"; then
      class="needs another file of its project"
    else
      class=$(printf '%s' "$first_error" | sed -E 's/`[^`]*`/`_`/g; s/[0-9]+/N/g' | cut -c1-90)
    fi
    # The SwiftUI or Foundation name, kept: which API is missing is the point.
    case "$first_error" in
      "cannot find \`"*|*"is not supported yet"*|*"has no member"*)
        [ "$class" = "needs another file of its project" ] \
          || class=$(printf '%s' "$first_error" | sed -E 's/value of type `[^`]*`/value of type `_`/' | cut -c1-90) ;;
    esac
  elif printf '%s\n' "$own" | grep -q '^root '; then
    class=""
  else
    class="no root view built"
  fi
  if [ -z "$class" ]; then
    passed=$((passed + 1))
    printf '%s\n' "$own" | grep -q 'is not supported yet' && partial=$((partial + 1))
    $list && printf 'pass  %s %s\n' "$repo" "$path"
  else
    printf '%s\n' "$class" >>"$work/classes"
    $list && printf 'FAIL  %s %s: %s\n' "$repo" "$path" "$class"
  fi
done <"${CORPUS_MANIFEST:-$here/manifest.tsv}"

echo "corpus: $passed of $total files run ($(awk -v p="$passed" -v t="$total" 'BEGIN { printf "%.0f", t ? 100 * p / t : 0 }') %), $partial of them with a 'not supported yet' warning"
echo "failures by first error:"
sort "$work/classes" | uniq -c | sort -rn | head -25
