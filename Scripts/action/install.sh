#!/usr/bin/env bash
# Installs actionable for the review action (action.yml): reads its inputs from the environment, never from
# the command line.
#
#   ACTIONABLE_INSTALL   release: download the release archive for RUNNER_OS/RUNNER_ARCH, verify its sha256
#                        against a pinned checksum, and put it on PATH; unpinned: the same, but the release's
#                        own checksums.txt may vouch for it (the mirror then supplies both); none: use the
#                        actionable already on PATH.
#   ACTIONABLE_VERSION   the release to install (empty: the newest release, `release` in Version.swift).
#   ACTIONABLE_CHECKSUM  the archive's sha256 (empty: the table pinned in Scripts/action/checksums.txt at this
#                        action's ref; without one, install: release refuses).
#   ACTIONABLE_RELEASES_URL  where releases are downloaded from, https:// only (default: GITHUB_SERVER_URL/
#                        OWNER/NAME/releases/download, OWNER/NAME being this action's repository); for mirrors.
#   ACTIONABLE_MAX_TIME, ACTIONABLE_STALL_SECONDS  the time limits of each download (lib.sh's bounded_curl).
#
# Writes `path` (the tool) to GITHUB_OUTPUT and its directory to GITHUB_PATH (saying so). On any failure it
# installs nothing and exits 1 with an ::error:: line saying why.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
action_dir=$(cd "$here/../.." && pwd)
# shellcheck source=Scripts/action/lib.sh
source "$here/lib.sh"

fail() {
    workflow_command error "actionable install" "$1"
    exit 1
}
# Whatever else stops the script stops it with an ::error:: too.
trap 'fail "the install step stopped unexpectedly at line $LINENO"' ERR

sha256_of() {
    if command -v sha256sum >/dev/null 2>&1; then
        sha256sum "$1" | cut -d ' ' -f 1
    elif command -v shasum >/dev/null 2>&1; then
        shasum -a 256 "$1" | cut -d ' ' -f 1
    else
        fail "neither sha256sum nor shasum is installed, so the download cannot be verified"
    fi
}

# The archive of a release for this runner: linux-x86_64, linux-aarch64 or macos-universal.
choose_platform() {
    case "${RUNNER_OS:-}/${RUNNER_ARCH:-}" in
        Linux/X64) archive_platform=linux-x86_64 ;;
        Linux/ARM64) archive_platform=linux-aarch64 ;;
        macOS/X64 | macOS/ARM64) archive_platform=macos-universal ;;
        *) fail "no release of actionable is built for RUNNER_OS '${RUNNER_OS:-unset}' and RUNNER_ARCH '${RUNNER_ARCH:-unset}' (there are Linux X64 and ARM64, and macOS); install it another way and set install: none" ;;
    esac
}

install_mode=${ACTIONABLE_INSTALL:-release}
case "$install_mode" in
    none)
        tool=$(command -v actionable) || fail "install is 'none', but there is no actionable on PATH; install it first, or set install: release"
        echo "Using $tool ($("$tool" --version | head -n 1 | tr -c '[:alnum:][:space:]._+-' '_'))"
        set_output path "$tool"
        exit 0
        ;;
    release | unpinned) ;;
    *) fail "install must be 'release', 'unpinned' or 'none', not '$install_mode'" ;;
esac

version=${ACTIONABLE_VERSION:-}
if [ -z "$version" ]; then
    version=$(sed -n 's/.*static let release = "\(.*\)".*/\1/p' "$action_dir/Sources/ActionableCore/Version.swift")
fi
version=${version#v}
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "version must be a release such as 0.3.0, not '$version'"
choose_platform
archive="actionable-$version-$archive_platform.tar.gz"

repository=${GITHUB_ACTION_REPOSITORY:-}
[ -n "$repository" ] || repository=actionable-swift/actionable
base_url=${ACTIONABLE_RELEASES_URL:-${GITHUB_SERVER_URL:-https://github.com}/$repository/releases/download}
base_url=${base_url%/}
case "$base_url" in
    https://*) ;;
    *) fail "releases are downloaded over https:// only, not from '$base_url'" ;;
esac

work=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/actionable-install.XXXXXX")
trap 'rm -rf "$work"' EXIT

download() {
    # --proto-redir: a redirect may only go to HTTPS (GitHub sends release assets to its object store).
    bounded_curl --fail --silent --show-error --location --proto '=https' --proto-redir '=https' --max-redirs 10 \
        --retry 3 --output "$2" "$1" 2> "$work/curl-error"
}

# The sha256 that the checksum file $1 (sha256sum's format) lists for the archive; empty when it lists none.
checksum_in() {
    awk -v name="$archive" '$2 == name || $2 == "*" name { print $1; exit }' "$1"
}

expected=$(printf '%s' "${ACTIONABLE_CHECKSUM:-}" | tr 'A-F' 'a-f')
source_of_checksum="the checksum input"
if [ -z "$expected" ]; then
    pinned="$action_dir/Scripts/action/checksums.txt"
    if [ -f "$pinned" ]; then
        expected=$(checksum_in "$pinned")
        source_of_checksum="Scripts/action/checksums.txt of this action"
    fi
fi
if [ -z "$expected" ]; then
    if [ "$install_mode" != unpinned ]; then
        fail "no checksum is pinned for $archive: set the checksum input to its sha256 (from the release's checksums.txt), use a release tag of this action (vX.Y.Z), which pins them, or set install: unpinned to trust whatever the release server sends"
    fi
    download "$base_url/$version/checksums.txt" "$work/checksums.txt" \
        || fail "cannot download $base_url/$version/checksums.txt: is $version a release of $repository? ($(head -c 300 "$work/curl-error"))"
    expected=$(checksum_in "$work/checksums.txt")
    [ -n "$expected" ] || fail "the checksums.txt of release $version lists no $archive"
    workflow_command warning "actionable install" "install is unpinned: $archive is verified only against the checksums.txt that the same server publishes with release $version, so that server could send any binary; pin a checksum with the checksum input, or use a release tag of this action (vX.Y.Z), which pins them"
    source_of_checksum="the checksums.txt of release $version"
fi
[[ "$expected" =~ ^[0-9a-f]{64}$ ]] || fail "the checksum must be 64 hexadecimal digits (a sha256), not '$expected'"

echo "Downloading $base_url/$version/$archive"
download "$base_url/$version/$archive" "$work/$archive" \
    || fail "cannot download $base_url/$version/$archive: $(head -c 300 "$work/curl-error")"
actual=$(sha256_of "$work/$archive")
if [ "$actual" != "$expected" ]; then
    fail "checksum mismatch for $archive: expected $expected ($source_of_checksum), got $actual; nothing was installed"
fi
echo "sha256 $actual matches $source_of_checksum"

mkdir "$work/unpacked"
tar -xzf "$work/$archive" -C "$work/unpacked" 2> "$work/tar-error" \
    || fail "cannot unpack $archive: $(head -c 300 "$work/tar-error")"
tool_dir="$work/unpacked/actionable-$version-$archive_platform/bin"
[ -x "$tool_dir/actionable" ] || fail "$archive holds no actionable-$version-$archive_platform/bin/actionable"

# A directory no earlier step can have planted (mktemp), kept for the rest of the job.
home=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/actionable-tool.XXXXXXXX")
destination="$home/actionable-$version-$archive_platform"
mv "$work/unpacked/actionable-$version-$archive_platform" "$destination"
echo "Installed $("$destination/bin/actionable" --version) at $destination/bin/actionable"
if [ -n "${GITHUB_PATH:-}" ]; then
    add_path "$destination/bin"
    echo "Added $destination/bin to the front of PATH for the rest of this job"
fi
set_output path "$destination/bin/actionable"
