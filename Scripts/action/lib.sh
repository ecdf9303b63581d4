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
# the limit (never half a line, so never half a UTF-8 character), every <details> left open is closed, and
# the line $4 is added to say so.
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
        BEGIN { ORS = "" }
        { lines[NR] = $0 }
        END {
            open = 0
            for (i = 1; i < NR; i++) {
                print lines[i] "\n"
                line = tolower(lines[i])
                open += gsub(/<details[ >]/, "", line) + gsub(/<details$/, "", line)
                open -= gsub(/<\/details>/, "", line)
            }
            for (; open > 0; open--) print "\n</details>\n"
        }' > "$output"
    printf '\n%s\n' "$note" >> "$output"
}

# curl with no configuration file of the runner's (-q, first) and bounded in time: at most $ACTIONABLE_MAX_TIME
# seconds in all (default 120), and given up when slower than 1 KiB/s for $ACTIONABLE_STALL_SECONDS (default 30).
bounded_curl() {
    curl -q --connect-timeout 20 --max-time "${ACTIONABLE_MAX_TIME:-120}" \
        --speed-limit 1024 --speed-time "${ACTIONABLE_STALL_SECONDS:-30}" "$@"
}
