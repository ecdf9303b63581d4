#!/usr/bin/env bash
# The review action's main step (action.yml): checks the definitions, compares them with the base, and reports
# on the job's summary page, as annotations and, if asked, as SARIF; it leaves the comment (comment.sh) and the
# verdict (verdict.sh) to the steps after it, through its outputs. It never holds the token: everything it runs
# reads the pull request, which is untrusted. Reads everything from the environment:
#
#   ACTIONABLE_TOOL         the actionable binary (from install.sh)
#   ACTIONABLE_PATHS        definition files and directories, separated by spaces or newlines
#   ACTIONABLE_AGAINST      auto (the pull request's base commit, or event.before on push) or a git revision
#   ACTIONABLE_FAIL_ON      wire, behavior, source or none
#   ACTIONABLE_COMMENT      auto (pull requests from this repository), true or false
#   ACTIONABLE_COMMENT_KEY  tells apart two jobs that review the same pull request (auto: workflow and job)
#   ACTIONABLE_SARIF        a path in the workspace to put the SARIF log at, or empty
#   ACTIONABLE_TIMEOUT      the most seconds one run of the tool may take (default 300)
#   GITHUB_*, RUNNER_TEMP   what the runner sets: the event file, outputs, summary, workspace, repository
#
# Outputs: result (the strictest class that changed: wire, behavior, source, compatible; none; or error when
# a side has errors), changes (their number), report (the Markdown report's path), report-json (the JSON
# report's), page (the HTML page's),
# sarif (where the SARIF log is, if asked for), and for the steps after it: pull-request and marker (empty:
# no comment) and verdict (empty: the check passes; else why it fails).
#
# What the pull request controls (file names, modes, links, ids, text) never chooses a path this script writes:
# everything goes into a new directory made by mktemp under RUNNER_TEMP, and the SARIF log is moved into the
# workspace only where that is safe (place_sarif). No output of the tool but its annotations reaches the log
# unframed (lib.sh's print_framed), and an optional part that fails (SARIF, page) is a warning: the summary,
# the annotations and the outputs are always written.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=Scripts/action/lib.sh
source "$here/lib.sh"

fail() {
    workflow_command error "actionable review" "$1"
    exit 1
}
warn() {
    workflow_command warning "actionable review" "$1"
}

tool=${ACTIONABLE_TOOL:-}
[ -n "$tool" ] || tool=$(command -v actionable) || fail "actionable is not installed (the install step did not run?)"
[[ "${ACTIONABLE_TIMEOUT:-300}" =~ ^[1-9][0-9]{0,4}$ ]] || fail "timeout must be a whole number of seconds from 1 to 99999, not '${ACTIONABLE_TIMEOUT:-}'"
fail_on=${ACTIONABLE_FAIL_ON:-wire}
case "$fail_on" in wire | behavior | source | none) ;; *) fail "fail-on must be wire, behavior, source or none, not '$fail_on'" ;; esac
comment=${ACTIONABLE_COMMENT:-auto}
case "$comment" in auto | true | false) ;; *) fail "comment must be auto, true or false, not '$comment'" ;; esac
event_name=${GITHUB_EVENT_NAME:-}
event=${GITHUB_EVENT_PATH:-}
if [ "$event_name" = pull_request_target ]; then
    fail "this action does not run on pull_request_target, which would check out and run a pull request's code with a write token; use pull_request (and, for forks' comments, the workflow_run recipe of Documentation/Review.md)"
fi
event_field() {
    if [ -n "$event" ] && [ -f "$event" ]; then jq --raw-output "$1 // empty" "$event"; fi
}

# Everything this step writes, in a directory no one could have made beforehand.
temp_root=${RUNNER_TEMP:-${TMPDIR:-/tmp}}
directory=$(mktemp -d "$temp_root/actionable-review.XXXXXXXX") || fail "cannot make a directory in $temp_root"
report="$directory/report.md"
json="$directory/report.json"
page="$directory/report.html"
sarif="$directory/report.sarif"
log="$directory/tool-messages.txt"

# The paths, split on spaces and newlines.
read -r -a paths <<< "$(printf '%s' "${ACTIONABLE_PATHS:-}" | tr '\n\r\t' '   ')"
[ ${#paths[@]} -gt 0 ] || fail "paths is empty: name the definition files or directories to review"
for path in "${paths[@]}"; do
    case "$path" in -*) fail "path '$path' starts with '-'; write it as ./$path" ;; esac
done

# The base revision: a commit, or a branch or tag name; never a refspec (main:refs/heads/x would create a ref).
against=${ACTIONABLE_AGAINST:-auto}
if [ "$against" = auto ]; then
    against=$(event_field '.pull_request.base.sha')
    if [ -z "$against" ]; then
        against=$(event_field '.before')
        if [[ "$against" =~ ^0+$ ]]; then against=""; fi
    fi
    [ -n "$against" ] || fail "against is auto, but the '$event_name' event names no base (a pull request's base, or a push's 'before'); set against to a branch, tag or commit"
fi
if ! [[ "$against" =~ ^[A-Za-z0-9_./~^-]+$ ]] || [[ "$against" == -* || "$against" == *..* ]]; then
    fail "against must be a commit, branch or tag (letters, digits and . _ / ~ ^ -), not '$against'"
fi
if ! git rev-parse --verify --quiet --end-of-options "$against^{commit}" >/dev/null 2>&1; then
    [[ "$against" =~ ^[A-Za-z0-9_./-]+$ ]] || fail "'$against' is not in this checkout, and only a commit, branch or tag name can be fetched"
    echo "Fetching $against from origin into this checkout's object store (a shallow fetch; nothing is checked out)"
    git fetch --no-tags --quiet --depth=1 origin -- "$against" > "$directory/fetch.txt" 2>&1 || {
        print_framed "$directory/fetch.txt"
        fail "cannot fetch '$against' from origin"
    }
    if ! git rev-parse --verify --quiet --end-of-options "$against^{commit}" >/dev/null 2>&1; then
        against=$(git rev-parse FETCH_HEAD)
    fi
fi

# The comment's marker: the key, percent-encoded (so two keys never give one marker, and no key can end the
# HTML comment), cut with a hash when long.
key=${ACTIONABLE_COMMENT_KEY:-auto}
if [ "$key" = auto ]; then key="${GITHUB_WORKFLOW:-workflow}/${GITHUB_JOB:-job}"; fi
encoded_key=$(printf '%s' "$key" | od -An -v -tx1 | tr -s '[:space:]' '\n' | awk '
    BEGIN { for (i = 0; i < 256; i++) hex[sprintf("%02x", i)] = i }
    NF == 0 { next }
    {
        c = hex[$1]
        if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 46 || c == 95 || c == 47 || c == 64 || c == 43 || c == 61)
            printf "%c", c
        else
            printf "%%%s", toupper($1)
    }')
if [ ${#encoded_key} -gt 160 ]; then
    encoded_key="${encoded_key:0:120}~$(printf '%s' "$key" | { sha256sum 2>/dev/null || shasum -a 256; } | cut -c 1-40)"
fi
marker="<!-- actionable-review: $encoded_key -->"

# 1. The definitions as they are: their errors and warnings as annotations (the tool escapes them; anything
# else it says goes to the log framed).
# A run stopped by the time limit (bounded, lib.sh) makes the result an error.
timeout_fired=false
timed_out() {
    if [ "$1" -eq 124 ]; then timeout_fired=true; fi
    return 0
}
status=0
bounded "$tool" check "${paths[@]}" --diagnostics-format github 2> "$log" || status=$?
timed_out "$status"
print_framed "$log"
# 2. The comparison: annotations on the changed lines, then the report in Markdown and JSON.
diff=("$tool" diff --against "$against" "${paths[@]}" --fail-on "$fail_on")
diff_status=0
bounded "${diff[@]}" --format markdown > "$report" 2> "$log" || diff_status=$?
timed_out "$diff_status"
print_framed "$log"
# (When the head side has errors, check has annotated them already.)
if [ "$status" -eq 0 ]; then
    bounded "${diff[@]}" --format github 2> "$log" || timed_out "$?"
    print_framed "$log"
fi
bounded "${diff[@]}" --format json > "$json" 2> "$log" || timed_out "$?"
print_framed "$log"

# Outputs.
if [ "$timeout_fired" = true ] || [ "$diff_status" -ge 2 ] || ! jq -e '.changes' "$json" > /dev/null 2>&1; then
    result=error
    changes=0
else
    changes=$(jq '(.changes | length) + (.notShown // 0)' "$json")
    result=$(jq --raw-output '[.changes[].classes[]] as $seen | first(("wire", "behavior", "source", "compatible") | select(. as $class | $seen | index($class))) // "none"' "$json")
fi

# Optional parts, each in a subshell of its own: a failure is a warning, never the end of the step.
optional() {
    local what=$1 status
    shift
    (set -e; "$@")
    status=$?
    [ "$status" -eq 0 ] || warn "$what failed (status $status); the rest of the review is not affected"
    return 0
}

# The page that draws each changed category before and after; none when a side has errors.
write_page() {
    bounded "${diff[@]}" --format html > "$page" 2> "$log" || true
    print_framed "$log"
    [ -s "$page" ] || { rm -f "$page"; return 0; }
}
optional "writing the HTML page" write_page
[ -s "$page" ] || page=""

# place_sarif TARGET: moves the SARIF log to TARGET, a path in the workspace, if no part of it is a link,
# hidden (.git, .github, ...) or '..', and TARGET itself is no directory; missing directories are made one at
# a time. A regular file already there is replaced (never written through, so a file with other hard links
# is left alone). Nothing is resolved through a link the pull request committed: the path reported is the
# one given, made absolute without looking at the disk. Prints nothing; warns and returns 1 when unsafe.
place_sarif() {
    local given=$1 workspace relative current part name parts
    workspace=${GITHUB_WORKSPACE:-$PWD}
    workspace=${workspace%/}
    if [[ "$given" == *[[:cntrl:]]* ]]; then warn "sarif holds a control character; the SARIF log stays in RUNNER_TEMP"; return 1; fi
    case "$given" in
        "$workspace"/*) relative=${given#"$workspace"/} ;;
        /*) warn "the SARIF log cannot go to '$given': it is outside the workspace; it stays in RUNNER_TEMP"; return 1 ;;
        *) relative=$given ;;
    esac
    IFS=/ read -r -d '' -a parts < <(printf '%s\0' "$relative")
    local kept=()
    for part in "${parts[@]}"; do
        case "$part" in
            "" | .) continue ;;
            ..) warn "the SARIF log cannot go to '$given': it names '..'; it stays in RUNNER_TEMP"; return 1 ;;
            .*) warn "the SARIF log cannot go to '$given': '$part' is hidden; it stays in RUNNER_TEMP"; return 1 ;;
        esac
        kept+=("$part")
    done
    [ ${#kept[@]} -gt 0 ] || { warn "sarif '$given' names no file; the SARIF log stays in RUNNER_TEMP"; return 1; }
    name=${kept[${#kept[@]}-1]}
    unset 'kept[${#kept[@]}-1]'
    current=$workspace
    for part in "${kept[@]}"; do
        current="$current/$part"
        if [ -L "$current" ]; then
            warn "the SARIF log cannot go to '$given': '$part' is a symbolic link, and the log is never written through one; it stays in RUNNER_TEMP"
            return 1
        elif [ -e "$current" ]; then
            [ -d "$current" ] || { warn "the SARIF log cannot go to '$given': '$part' is not a directory; it stays in RUNNER_TEMP"; return 1; }
        else
            mkdir -- "$current" || return 1
        fi
    done
    local target="$current/$name"
    if [ -L "$target" ] || { [ -e "$target" ] && ! [ -f "$target" ]; }; then
        warn "the SARIF log cannot go to '$given': a link or a directory is there; it stays in RUNNER_TEMP"
        return 1
    fi
    local staged
    staged=$(mktemp "$current/.actionable-sarif.XXXXXXXX") || return 1
    if ! { cp "$sarif" "$staged" && rm -f -- "$target" && mv -f -- "$staged" "$target"; }; then
        rm -f -- "$staged"
        return 1
    fi
    rm -f -- "$sarif"
    sarif=$target
}
write_sarif() {
    bounded "${diff[@]}" --format sarif > "$sarif" 2> "$log" || true
    print_framed "$log"
    place_sarif "$ACTIONABLE_SARIF" || true
    say "The SARIF log is at $sarif (it is not committed; upload it with github/codeql-action/upload-sarif)"
    printf '%s' "$sarif" > "$directory/sarif-path"
}
if [ -n "${ACTIONABLE_SARIF:-}" ]; then
    optional "writing the SARIF log" write_sarif
    [ -f "$directory/sarif-path" ] && sarif=$(cat "$directory/sarif-path") || sarif=""
else
    sarif=""
fi

# 3. The job's summary page (at most 1 MiB).
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    optional "writing the job summary" copy_truncated "$report" "$directory/summary.md" 1000000 \
        "**The report is cut here:** it is longer than a job summary may be. The whole report is the file the action's \`report\` output names."
    [ -f "$directory/summary.md" ] && append_summary "$directory/summary.md"
fi

# 4. Whether the next step comments, and on which pull request. A pull request from another repository (a
# fork) gets a read-only token: no comment unless comment is true.
pull_request=""
if [ -n "$(event_field '.pull_request')" ]; then pull_request=$(event_field '.pull_request.number // .number'); fi
[[ "$pull_request" =~ ^[0-9]+$ ]] || pull_request=""
head_repository=$(event_field '.pull_request.head.repo.full_name')
base_repository=$(event_field '.pull_request.base.repo.full_name')
[ -n "$base_repository" ] || base_repository=${GITHUB_REPOSITORY:-}
from_fork=false
if [ -n "$(event_field '.pull_request.head')" ] && [ "$head_repository" != "$base_repository" ]; then from_fork=true; fi
comment_on=""
if [ "$comment" = false ]; then
    echo "No comment: comment is false"
elif [ -z "$pull_request" ]; then
    if [ "$comment" = true ]; then workflow_command notice "actionable comment" "the '$event_name' event is not a pull request; no comment"; fi
elif [ "$comment" = auto ] && [ "$from_fork" = true ]; then
    workflow_command notice "actionable comment" "no comment on a pull request from another repository (${head_repository:-a deleted fork}): its token is read-only. The report is on the job's summary page; Documentation/Review.md shows how to comment on forks' pull requests with a workflow_run workflow."
else
    comment_on=$pull_request
fi

# 5. The verdict, for the last step (after the comment).
verdict=""
if [ "$timeout_fired" = true ]; then
    verdict="actionable took longer than ${ACTIONABLE_TIMEOUT:-300} seconds and was stopped (see the error above)"
elif [ "$diff_status" -ge 2 ] || [ "$result" = error ]; then
    verdict="the definitions could not be compared (see the errors above)"
elif [ "$status" -ne 0 ]; then
    verdict="the definitions have errors (see the annotations)"
elif [ "$diff_status" -eq 1 ]; then
    verdict="notification categories: $changes $([ "$changes" = 1 ] && echo change || echo changes), the strictest $result; this check fails on $fail_on changes"
fi

# Outputs, each through set_output (lib.sh): a value that could forge another is refused and fails the step.
for output in "result=$result" "changes=$changes" "report=$report" "report-json=$json" "page=$page" \
    "sarif=$sarif" "pull-request=$comment_on" "marker=$marker" "verdict=$verdict"; do
    set_output "${output%%=*}" "${output#*=}" || exit 1
done
echo "result: $result, changes: $changes, report: $report"
