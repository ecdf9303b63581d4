# shellcheck shell=bash
# Shared by the review action's scripts (sourced, not run). Everything a script prints where the Actions
# runner reads it goes through these functions: a value is escaped once (command_value), a workflow command
# is written whole (workflow_command), and text that came from a pull request is framed so the runner obeys
# nothing in it (print_framed).

# The value as the data of a workflow command: %, CR and LF escaped as the runner unescapes them, so no value
# can end the command or start another on a new line.
command_value() {
    local value=${1//%/%25}
    value=${value//$'\r'/%0D}
    printf '%s' "${value//$'\n'/%0A}"
}

# workflow_command KIND TITLE MESSAGE: `::KIND title=TITLE::MESSAGE`, with the title escaped as a property
# (also : and ,) and the message as data.
workflow_command() {
    local title
    title=$(command_value "$2")
    title=${title//:/%3A}
    printf '::%s title=%s::%s\n' "$1" "${title//,/%2C}" "$(command_value "$3")"
}

# A token no one can guess, for ::stop-commands:: and for delimiters.
random_token() {
    od -An -N16 -tx1 /dev/urandom | tr -d ' \n'
}

# Prints the file $1 to standard output between ::stop-commands::TOKEN and ::TOKEN::, so the runner treats
# every line of it as text (a workflow command, `::` or the legacy `##[`, included). Nothing for an empty file.
print_framed() {
    [ -s "$1" ] || return 0
    local token
    token=$(random_token)
    printf '::stop-commands::%s\n' "$token"
    cat "$1"
    [ -z "$(tail -c 1 "$1")" ] || printf '\n'
    printf '::%s::\n' "$token"
}

# Copies the text file $1 to $2, keeping it under $3 bytes: when it is longer, whole lines are kept up to
# the limit (never half a line, so never half a UTF-8 character), the report's own folds and code block left
# open are closed, and the line $4 is added after them, so the note is never folded or inside code. Only the
# lines the report renderer itself writes count (a line that is exactly `<details><summary>N compatible
# changes</summary>` or `</details>`, a fence of backticks followed by `text` and the same fence alone): user
# text is inside code spans or the code block, so no name or title can open, close or hide anything.
copy_truncated() {
    local input=$1 output=$2 limit=$3 note=$4
    local size
    size=$(wc -c < "$input" | tr -d ' ')
    if [ "$size" -lt "$limit" ]; then
        cp "$input" "$output"
        return
    fi
    local room=$((limit - ${#note} - 1024))
    head -c "$room" "$input" | awk '
        BEGIN { ORS = ""; fence = "" }
        { lines[NR] = $0 }
        END {
            open = 0
            for (i = 1; i < NR; i++) {
                print lines[i] "\n"
                line = lines[i]
                if (fence != "") {
                    if (line == fence) fence = ""
                } else if (line ~ /^```+text$/) {
                    fence = substr(line, 1, length(line) - 4)
                } else if (line ~ /^<details><summary>[0-9]+ compatible changes<\/summary>$/) {
                    open++
                } else if (line == "</details>" && open > 0) {
                    open--
                }
            }
            if (fence != "") print fence "\n"
            for (; open > 0; open--) print "\n</details>\n"
        }' > "$output"
    printf '\n%s\n' "$note" >> "$output"
}

# set_output NAME VALUE: the one way the action writes a step output. The value goes between a fresh random
# delimiter (NAME<<DELIMITER, VALUE, DELIMITER), so nothing in it can end it early or add an output; a value
# with a line break (LF or CR) or the delimiter, or a name that is not an output's, is refused (an ::error::,
# status 1, nothing written). Without GITHUB_OUTPUT it writes nothing.
set_output() {
    local name=$1 value=$2 delimiter
    [ -n "${GITHUB_OUTPUT:-}" ] || return 0
    if ! [[ "$name" =~ ^[A-Za-z_][A-Za-z0-9_-]*$ ]]; then
        workflow_command error "actionable" "refused to write a step output with the name '$name'"
        return 1
    fi
    if [[ "$value" == *$'\n'* || "$value" == *$'\r'* ]]; then
        workflow_command error "actionable" "refused to write the step output $name: its value holds a line break"
        return 1
    fi
    delimiter="ACTIONABLE_OUTPUT_$(random_token)"
    if [[ "$value" == *"$delimiter"* ]]; then
        workflow_command error "actionable" "refused to write the step output $name: its value holds the delimiter"
        return 1
    fi
    printf '%s<<%s\n%s\n%s\n' "$name" "$delimiter" "$value" "$delimiter" >> "$GITHUB_OUTPUT"
}

# add_path DIRECTORY: the one way the action puts a directory at the front of PATH for later steps
# (GITHUB_PATH takes one per line, so one with a line break is refused, as by set_output).
add_path() {
    [ -n "${GITHUB_PATH:-}" ] || return 0
    if [[ "$1" == *$'\n'* || "$1" == *$'\r'* || -z "$1" ]]; then
        workflow_command error "actionable" "refused to add a directory with a line break, or none, to PATH"
        return 1
    fi
    printf '%s\n' "$1" >> "$GITHUB_PATH"
}

# append_summary FILE: the one way the action writes the job's summary page: the file's bytes, as they are
# (the report is Markdown the tool escaped; copy_truncated has kept it under the page's size).
append_summary() {
    [ -n "${GITHUB_STEP_SUMMARY:-}" ] || return 0
    cat -- "$1" >> "$GITHUB_STEP_SUMMARY"
}

# say TEXT: a line for the log that may hold text from the pull request (a path it named), framed like
# print_framed so the runner obeys nothing in it.
say() {
    local token
    token=$(random_token)
    printf '::stop-commands::%s\n%s\n::%s::\n' "$token" "${1//[$'\n\r']/ }" "$token"
}

# bounded COMMAND...: runs COMMAND (the tool) for at most ACTIONABLE_TIMEOUT seconds (default 300), with
# `timeout`, or perl's alarm where there is none (macOS); when the limit is reached it is stopped, an ::error::
# says so, and the status is 124. Any other status is COMMAND's own.
bounded() {
    local limit=${ACTIONABLE_TIMEOUT:-300} status=0
    if command -v timeout >/dev/null 2>&1; then
        timeout --kill-after=10 "$limit" "$@" || status=$?
        [ "$status" -ne 137 ] || status=124
    else
        perl -e '$limit = shift @ARGV; alarm $limit; exec { $ARGV[0] } @ARGV or exit 127' "$limit" "$@" || status=$?
        [ "$status" -ne 142 ] || status=124
    fi
    if [ "$status" -eq 124 ]; then
        workflow_command error "actionable review" "actionable ${2:-} took longer than $limit seconds and was stopped (the timeout input sets the limit)"
    fi
    return "$status"
}

# curl with no configuration file of the runner's (-q, first) and bounded in time: at most $ACTIONABLE_MAX_TIME
# seconds in all (default 120), and given up when slower than 1 KiB/s for $ACTIONABLE_STALL_SECONDS (default 30).
bounded_curl() {
    curl -q --connect-timeout 20 --max-time "${ACTIONABLE_MAX_TIME:-120}" \
        --speed-limit 1024 --speed-time "${ACTIONABLE_STALL_SECONDS:-30}" "$@"
}
