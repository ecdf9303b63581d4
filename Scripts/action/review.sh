#!/usr/bin/env bash
# The review action's main step (action.yml): checks the definitions, compares them with the base, and reports
# on the job's summary page, as annotations, as one sticky pull-request comment and, if asked, as SARIF; then
# fails per fail-on, after all the reporting. Reads everything from the environment:
#
#   ACTIONABLE_TOOL         the actionable binary (from install.sh)
#   ACTIONABLE_PATHS        definition files and directories, separated by spaces or newlines
#   ACTIONABLE_AGAINST      auto (the pull request's base commit, or event.before on push) or a git revision
#   ACTIONABLE_FAIL_ON      wire, behavior, source or none
#   ACTIONABLE_COMMENT      auto (pull requests from this repository), true or false
#   ACTIONABLE_COMMENT_KEY  tells apart two jobs that review the same pull request (auto: workflow and job)
#   ACTIONABLE_SARIF        a path to write SARIF to, or empty
#   ACTIONABLE_TOKEN        the token for the comment
#   GITHUB_*, RUNNER_TEMP   what the runner sets: the event file, outputs, summary, API URL, repository
#
# Outputs: result (the strictest class that changed: wire, behavior, source, compatible; none; or error when
# a side has errors), changes (their number), report (the Markdown report's path).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=Scripts/action/lib.sh
source "$here/lib.sh"

fail() {
    echo "::error title=actionable review::$1"
    exit 1
}

tool=${ACTIONABLE_TOOL:-}
[ -n "$tool" ] || tool=$(command -v actionable) || fail "actionable is not installed (the install step did not run?)"
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

# The paths, split on spaces and newlines.
read -r -a paths <<< "$(printf '%s' "${ACTIONABLE_PATHS:-}" | tr '\n\r\t' '   ')"
[ ${#paths[@]} -gt 0 ] || fail "paths is empty: name the definition files or directories to review"
for path in "${paths[@]}"; do
    case "$path" in -*) fail "path '$path' starts with '-'; write it as ./$path" ;; esac
done

# The base revision.
against=${ACTIONABLE_AGAINST:-auto}
if [ "$against" = auto ]; then
    against=$(event_field '.pull_request.base.sha')
    if [ -z "$against" ]; then
        against=$(event_field '.before')
        if [[ "$against" =~ ^0+$ ]]; then against=""; fi
    fi
    [ -n "$against" ] || fail "against is auto, but the '$event_name' event names no base (a pull request's base, or a push's 'before'); set against to a branch, tag or commit"
fi
case "$against" in -*) fail "against '$against' starts with '-'" ;; esac
if ! git rev-parse --verify --quiet --end-of-options "$against^{commit}" >/dev/null; then
    echo "Fetching $against, which this (shallow) checkout lacks"
    git fetch --no-tags --quiet --depth=1 origin "$against" || fail "cannot fetch '$against' from origin"
    if ! git rev-parse --verify --quiet --end-of-options "$against^{commit}" >/dev/null; then
        against=$(git rev-parse FETCH_HEAD)
    fi
fi

# Where the reports go.
key=${ACTIONABLE_COMMENT_KEY:-auto}
if [ "$key" = auto ]; then key="${GITHUB_WORKFLOW:-workflow}/${GITHUB_JOB:-job}"; fi
# The marker is an HTML comment: nothing in the key may end it.
safe_key=$(printf '%s' "$key" | tr -c 'A-Za-z0-9._/:@ +=' '_' | head -c 200)
marker="<!-- actionable-review: $safe_key -->"
directory="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/actionable-review/$(printf '%s' "$safe_key" | tr -c 'A-Za-z0-9._-' '_')"
mkdir -p "$directory"
report="$directory/report.md"
json="$directory/report.json"
page="$directory/report.html"

# 1. The definitions as they are: their errors and warnings as annotations.
status=0
"$tool" check "${paths[@]}" --diagnostics-format github || status=$?
# 2. The comparison: annotations on the changed lines, then the report in Markdown, JSON and SARIF.
diff=("$tool" diff --against "$against" "${paths[@]}" --fail-on "$fail_on")
diff_status=0
"${diff[@]}" --format markdown > "$report" || diff_status=$?
# (When the head side has errors, check has annotated them already.)
if [ "$status" -eq 0 ]; then "${diff[@]}" --format github || true; fi
"${diff[@]}" --format json > "$json" || true
# The page that draws each changed category before and after; none when a side has errors.
"${diff[@]}" --format html > "$page" || true
[ -s "$page" ] || { rm -f "$page"; page=""; }
if [ -n "${ACTIONABLE_SARIF:-}" ]; then
    mkdir -p "$(dirname "$ACTIONABLE_SARIF")"
    "${diff[@]}" --format sarif > "$ACTIONABLE_SARIF" || true
    echo "SARIF written to $ACTIONABLE_SARIF"
fi

# Outputs.
if [ "$diff_status" -ge 2 ]; then
    result=error
    changes=0
else
    changes=$(jq '.changes | length' "$json")
    result=$(jq --raw-output '[.changes[].classes[]] as $seen | first(("wire", "behavior", "source", "compatible") | select(. as $class | $seen | index($class))) // "none"' "$json")
fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    {
        echo "result=$result"
        echo "changes=$changes"
        echo "report=$report"
        echo "page=$page"
    } >> "$GITHUB_OUTPUT"
fi
echo "result: $result, changes: $changes, report: $report"

# 3. The job's summary page (at most 1 MiB).
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    copy_truncated "$report" "$directory/summary.md" 1000000 \
        "**The report is cut here:** it is longer than a job summary may be. The whole report is the file the action's \`report\` output names."
    cat "$directory/summary.md" >> "$GITHUB_STEP_SUMMARY"
fi

# 4. The pull-request comment.
pull_request=$(event_field '.pull_request.number // .number')
if [ -z "$(event_field '.pull_request')" ]; then pull_request=""; fi
head_repository=$(event_field '.pull_request.head.repo.full_name')
from_fork=false
if [ "$(event_field '.pull_request.head.repo.fork')" = true ]; then from_fork=true; fi
if [ -n "$head_repository" ] && [ "$head_repository" != "${GITHUB_REPOSITORY:-}" ]; then from_fork=true; fi
if [ "$comment" = false ]; then
    echo "No comment: comment is false"
elif [ -z "$pull_request" ]; then
    if [ "$comment" = true ]; then echo "::notice title=actionable comment::the '$event_name' event is not a pull request; no comment"; fi
elif [ "$comment" = auto ] && [ "$from_fork" = true ]; then
    echo "::notice title=actionable comment::no comment on a pull request from a fork (${head_repository:-a fork}): its token is read-only. The report is on the job's summary page; Documentation/Review.md shows how to comment on forks' pull requests with a workflow_run workflow."
else
    ACTIONABLE_PULL_REQUEST=$pull_request ACTIONABLE_COMMENT_MARKER=$marker ACTIONABLE_REPORT=$report \
        bash "$here/comment.sh" || echo "::warning title=actionable comment::the comment could not be written"
fi

# 5. The verdict, after all the reporting.
if [ "$diff_status" -ge 2 ]; then fail "the definitions could not be compared (see the errors above)"; fi
if [ "$status" -ne 0 ]; then fail "the definitions have errors (see the annotations)"; fi
if [ "$diff_status" -eq 1 ]; then
    fail "notification categories: $changes $([ "$changes" = 1 ] && echo change || echo changes), the strictest $result; this check fails on $fail_on changes"
fi
