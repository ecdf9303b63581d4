# shellcheck shell=bash
# Shared by the review action's scripts (sourced, not run).

# Copies the text file $1 to $2, keeping it under $3 bytes: when it is longer, whole lines are kept up to
# the limit (never half a line, so never half a UTF-8 character) and the line $4 is added to say so.
copy_truncated() {
    local input=$1 output=$2 limit=$3 note=$4
    local size
    size=$(wc -c < "$input" | tr -d ' ')
    if [ "$size" -lt "$limit" ]; then
        cp "$input" "$output"
        return
    fi
    local room=$((limit - ${#note} - 64))
    head -c "$room" "$input" | awk 'BEGIN { ORS = "" } { lines[NR] = $0 } END { for (i = 1; i < NR; i++) print lines[i] "\n" }' > "$output"
    printf '\n%s\n' "$note" >> "$output"
}
