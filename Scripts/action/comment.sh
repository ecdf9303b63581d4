#!/usr/bin/env bash
# Keeps one pull-request comment with the review report current (the review action's sticky comment), through
# GitHub's REST API with curl. The only step of the action that holds the token. Reads everything from the
# environment:
#
#   GITHUB_API_URL, GITHUB_REPOSITORY   the API and OWNER/NAME (set by the runner)
#   ACTIONABLE_TOKEN                    the token (github-token)
#   ACTIONABLE_PULL_REQUEST             the pull request's number; empty: no comment
#   ACTIONABLE_COMMENT_MARKER           the hidden marker line that names this comment (one per comment-key)
#   ACTIONABLE_COMMENT_AUTHOR           the login of the token's own account (default github-actions[bot])
#   ACTIONABLE_REPORT                   the Markdown report
#
# The comment's body starts with the marker line. It lists the pull request's comments (every page, through the
# Link header, never to another address or twice to one), and updates the first one whose body starts with the
# marker line AND whose author is ACTIONABLE_COMMENT_AUTHOR, so no one else's comment, quoting the marker or
# not, is ever edited; without one, it creates the comment. The body stays under GitHub's 65,536 characters. A
# refused request is a ::notice::, rate limiting and any other failure a ::warning::: this script always exits
# 0, so the comment never fails the job.
set -euo pipefail
# shellcheck source=Scripts/action/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
notice() { workflow_command notice "actionable comment" "$1"; }
warning() { workflow_command warning "actionable comment" "$1"; }
# Whatever goes wrong here must not fail the job: say where, and stop.
trap 'warning "the comment was not written: the comment script stopped at line $LINENO"; exit 0' ERR

number=${ACTIONABLE_PULL_REQUEST:-}
[ -n "$number" ] || exit 0
api=${GITHUB_API_URL:-https://api.github.com}
api=${api%/}
repository=${GITHUB_REPOSITORY:?GITHUB_REPOSITORY is not set}
marker=${ACTIONABLE_COMMENT_MARKER:-}
report=${ACTIONABLE_REPORT:-}
author=${ACTIONABLE_COMMENT_AUTHOR:-github-actions[bot]}
[[ "$number" =~ ^[0-9]+$ ]] || { warning "'$number' is not a pull-request number; no comment"; exit 0; }
# Step outputs are untrusted: whatever they say, the marker must be one the review step makes, and the report a
# regular file (no link) named report.md directly inside a directory the review step made under RUNNER_TEMP,
# checked with the real paths of both. Nothing else is read.
[[ "$marker" =~ ^'<!-- actionable-review: '[A-Za-z0-9._/@+=%~-]+' -->'$ ]] || { warning "the comment marker is not one the review step makes; no comment"; exit 0; }
own_report() {
    local temp directory
    temp=$(cd "${RUNNER_TEMP:-${TMPDIR:-/tmp}}" 2>/dev/null && pwd -P) || return 1
    [ "${report##*/}" = report.md ] && [ -f "$report" ] && ! [ -L "$report" ] || return 1
    directory=$(cd "${report%/*}" 2>/dev/null && pwd -P) || return 1
    [ "${directory%/*}" = "$temp" ] && [[ "${directory##*/}" =~ ^actionable-review\.[A-Za-z0-9]{8}$ ]] || return 1
    ! [ -L "$directory/report.md" ] && [ -f "$directory/report.md" ] && [ "$report" -ef "$directory/report.md" ]
}
own_report || { warning "the report is not the file the review step made; no comment"; exit 0; }

work=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/actionable-comment.XXXXXXXX")
trap 'rm -rf "$work"' EXIT
# The token goes to curl in a header file, never on a command line other processes can read, and leaves the
# environment before anything else runs.
umask 077
{
    printf 'Authorization: Bearer %s\n' "${ACTIONABLE_TOKEN:-}"
    printf 'Accept: application/vnd.github+json\n'
    printf 'X-GitHub-Api-Version: 2022-11-28\n'
} > "$work/headers"
unset ACTIONABLE_TOKEN

# request METHOD URL [BODY-FILE]: the response body in $work/response, its headers in $work/response-headers;
# prints the HTTP status (000 when there was no answer).
request() {
    local arguments=(--silent --show-error --header "@$work/headers" --request "$1" --output "$work/response"
        --dump-header "$work/response-headers" --write-out '%{http_code}' --max-redirs 0)
    if [ $# -ge 3 ]; then arguments+=(--header 'Content-Type: application/json' --data-binary "@$3"); fi
    : > "$work/response"
    : > "$work/response-headers"
    bounded_curl "${arguments[@]}" "$2" 2>"$work/curl-error" || true
}

# The value of the response header $1 (case-insensitive), if any.
response_header() {
    tr -d '\r' < "$work/response-headers" | awk -v name="$1" '
        { split($0, parts, ":"); if (tolower(parts[1]) == name) { sub(/^[^:]*:[ \t]*/, ""); print; exit } }'
}

# Stops, without failing the job, when a request was not answered with $2.
expect_status() {
    local status=$1 wanted=$2 what=$3 message
    [ "$status" = "$wanted" ] && return 0
    message=$(jq --raw-output '.message // empty' "$work/response" 2>/dev/null | head -c 300 || true)
    if [ "$status" = 429 ] || { [ "$status" = 403 ] && { [ "$(response_header x-ratelimit-remaining)" = 0 ] \
        || [ -n "$(response_header retry-after)" ] || [[ "$message" == *"rate limit"* ]]; }; }; then
        warning "GitHub's rate limit stopped the request to $what (HTTP $status${message:+: $message}); the comment was not written this time. The report is on the job's summary page."
        exit 0
    fi
    case "$status" in
        403 | 404)
            notice "GitHub refused to $what (HTTP $status${message:+: $message}): the token cannot write to this pull request (a fork's pull request, or a workflow without 'pull-requests: write'). The report is on the job's summary page; Documentation/Review.md shows how to comment on forks' pull requests."
            ;;
        000)
            warning "no answer from $api when trying to $what: $(head -c 300 "$work/curl-error" | tr '\n' ' ')"
            ;;
        *)
            warning "GitHub answered HTTP $status when trying to $what${message:+: $message}"
            ;;
    esac
    exit 0
}

# The comment: the marker line, then the report, under 65,536 characters (bytes, to be safe with any script).
{
    printf '%s\n' "$marker"
    cat "$report"
} > "$work/body.md"
copy_truncated "$work/body.md" "$work/body-short.md" 65000 \
    "**The report is cut here:** it is longer than a pull-request comment may be. The whole report is on the job's summary page."
jq --null-input --rawfile body "$work/body-short.md" '{body: $body}' > "$work/body.json"

# Find this job's comment, page by page. Only the same listing of the same API is followed, each page once.
listing="$api/repos/$repository/issues/$number/comments"
url="$listing?per_page=100"
existing=""
seen=" "
pages=0
while [ -n "$url" ] && [ -z "$existing" ]; do
    if [ "$pages" -ge 100 ]; then warning "the pull request has over 100 pages of comments; only those were searched"; break; fi
    pages=$((pages + 1))
    seen+="$url "
    status=$(request GET "$url")
    expect_status "$status" 200 "list the pull request's comments"
    existing=$(jq --raw-output --arg marker "$marker" --arg author "$author" '
        first(.[] | select((.user.login // "") == $author
            and ((.body // "") | (. == $marker or startswith($marker + "\n") or startswith($marker + "\r\n")))) | .id) // empty' \
        "$work/response")
    next=$(response_header link | tr ',' '\n' | sed -n 's/.*<\([^>]*\)>; *rel="next".*/\1/p' | head -n 1)
    case "$next" in
        "") url="" ;;
        "$listing?"*)
            if [[ "$seen" == *" $next "* ]]; then
                warning "the comments' next page is one already read; the listing stops there"
                url=""
            else
                url=$next
            fi
            ;;
        *) warning "the comments' next page is not under $listing; not followed"; url="" ;;
    esac
done

if [ -n "$existing" ]; then
    [[ "$existing" =~ ^[0-9]+$ ]] || { warning "unexpected comment id '$existing'"; exit 0; }
    status=$(request PATCH "$api/repos/$repository/issues/comments/$existing" "$work/body.json")
    expect_status "$status" 200 "update the review comment"
    echo "Updated the review comment $existing"
else
    status=$(request POST "$api/repos/$repository/issues/$number/comments" "$work/body.json")
    expect_status "$status" 201 "comment on the pull request"
    echo "Commented on the pull request"
fi
