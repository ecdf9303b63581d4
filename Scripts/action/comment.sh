#!/usr/bin/env bash
# Keeps one pull-request comment with the review report current (the review action's sticky comment), through
# GitHub's REST API with curl. Reads everything from the environment:
#
#   GITHUB_API_URL, GITHUB_REPOSITORY   the API and OWNER/NAME (set by the runner)
#   ACTIONABLE_TOKEN                    the token (github-token)
#   ACTIONABLE_PULL_REQUEST             the pull request's number
#   ACTIONABLE_COMMENT_MARKER           the hidden marker that names this comment (one per comment-key)
#   ACTIONABLE_REPORT                   the Markdown report
#
# It lists the pull request's comments (every page, through the Link header), and updates the first one that
# carries the marker AND was written by a bot account (user.type "Bot"), so a person who pastes the marker
# cannot get their comment overwritten; without one, it creates the comment. The body stays under GitHub's
# 65,536 characters. A refused request (a fork's read-only token, 403, 404) is a ::notice::, any other
# failure a ::warning::: this script always exits 0, so the comment never fails the job.
set -euo pipefail
# Whatever goes wrong here must not fail the job: say where, and stop.
trap 'echo "::warning title=actionable comment::the comment was not written: the comment script stopped at line $LINENO"; exit 0' ERR
# shellcheck source=Scripts/action/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

api=${GITHUB_API_URL:-https://api.github.com}
api=${api%/}
repository=${GITHUB_REPOSITORY:?GITHUB_REPOSITORY is not set}
number=${ACTIONABLE_PULL_REQUEST:?ACTIONABLE_PULL_REQUEST is not set}
marker=${ACTIONABLE_COMMENT_MARKER:?ACTIONABLE_COMMENT_MARKER is not set}
report=${ACTIONABLE_REPORT:?ACTIONABLE_REPORT is not set}
[[ "$number" =~ ^[0-9]+$ ]] || { echo "::warning title=actionable comment::'$number' is not a pull-request number; no comment"; exit 0; }

work=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/actionable-comment.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The token goes to curl in a header file, never on a command line other processes can read.
umask 077
{
    printf 'Authorization: Bearer %s\n' "${ACTIONABLE_TOKEN:-}"
    printf 'Accept: application/vnd.github+json\n'
    printf 'X-GitHub-Api-Version: 2022-11-28\n'
} > "$work/headers"

# request METHOD URL [BODY-FILE]: the response body in $work/response, its headers in $work/response-headers;
# prints the HTTP status (000 when there was no answer).
request() {
    local arguments=(--silent --show-error --header "@$work/headers" --request "$1" --output "$work/response"
        --dump-header "$work/response-headers" --write-out '%{http_code}' --connect-timeout 20 --max-time 60)
    if [ $# -ge 3 ]; then arguments+=(--header 'Content-Type: application/json' --data-binary "@$3"); fi
    curl "${arguments[@]}" "$2" 2>"$work/curl-error" || true
}

# Stops, without failing the job, when a request was not answered with $2.
expect_status() {
    local status=$1 wanted=$2 what=$3
    [ "$status" = "$wanted" ] && return 0
    case "$status" in
        403 | 404)
            echo "::notice title=actionable comment::GitHub refused to $what (HTTP $status): the token cannot write to this pull request (a fork's pull request, or a workflow without 'pull-requests: write'). The report is on the job's summary page; Documentation/Review.md shows how to comment on forks' pull requests."
            ;;
        000)
            echo "::warning title=actionable comment::no answer from $api when trying to $what: $(tr '\n' ' ' < "$work/curl-error")"
            ;;
        *)
            echo "::warning title=actionable comment::GitHub answered HTTP $status when trying to $what: $(head -c 300 "$work/response" | tr '\n' ' ')"
            ;;
    esac
    exit 0
}

# The comment: the marker, then the report, under 65,536 characters (bytes, to be safe with any script).
{
    printf '%s\n' "$marker"
    cat "$report"
} > "$work/body.md"
copy_truncated "$work/body.md" "$work/body-short.md" 65000 \
    "**The report is cut here:** it is longer than a pull-request comment may be. The whole report is on the job's summary page."
jq --null-input --rawfile body "$work/body-short.md" '{body: $body}' > "$work/body.json"

# Find this job's comment, page by page. Only URLs of the same API are followed, so the token goes nowhere else.
url="$api/repos/$repository/issues/$number/comments?per_page=100"
existing=""
pages=0
while [ -n "$url" ] && [ -z "$existing" ] && [ "$pages" -lt 300 ]; do
    status=$(request GET "$url")
    expect_status "$status" 200 "list the pull request's comments"
    existing=$(jq --raw-output --arg marker "$marker" \
        'first(.[] | select(.user.type == "Bot" and ((.body // "") | contains($marker))) | .id) // empty' "$work/response")
    next=$(tr -d '\r' < "$work/response-headers" | { grep -i '^link:' || true; } | tr ',' '\n' | sed -n 's/.*<\([^>]*\)>; *rel="next".*/\1/p' | head -n 1)
    case "$next" in
        "$api"/*) url=$next ;;
        "") url="" ;;
        *) echo "::warning title=actionable comment::the next page of comments is not under $api; not followed"; url="" ;;
    esac
    pages=$((pages + 1))
done

if [ -n "$existing" ]; then
    [[ "$existing" =~ ^[0-9]+$ ]] || { echo "::warning title=actionable comment::unexpected comment id '$existing'"; exit 0; }
    status=$(request PATCH "$api/repos/$repository/issues/comments/$existing" "$work/body.json")
    expect_status "$status" 200 "update the review comment"
    echo "Updated the review comment: $(jq --raw-output '.html_url // empty' "$work/response")"
else
    status=$(request POST "$api/repos/$repository/issues/$number/comments" "$work/body.json")
    expect_status "$status" 201 "comment on the pull request"
    echo "Commented on the pull request: $(jq --raw-output '.html_url // empty' "$work/response")"
fi
