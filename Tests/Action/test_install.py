"""Scripts/action/install.sh against a stub release server on 127.0.0.1."""

import os
import shutil
import subprocess

from stubs import ReleaseServer, StalledServer, certificate
from composite_runner import read_outputs
from support import SCRIPTS, ROOT, ScratchTestCase, fake_archive, own_version, sha256, workflow_commands

VERSION = "9.8.7"
PLATFORMS = ["linux-x86_64", "linux-aarch64", "macos-universal"]


class InstallTests(ScratchTestCase):
    def setUp(self):
        super().setUp()
        self.archives = {platform: fake_archive(VERSION, platform) for platform in PLATFORMS}
        files = {f"/releases/{VERSION}/actionable-{VERSION}-{p}.tar.gz": data for p, data in self.archives.items()}
        files[f"/releases/{VERSION}/checksums.txt"] = "".join(
            f"{sha256(data)}  actionable-{VERSION}-{p}.tar.gz\n" for p, data in self.archives.items()).encode()
        self.server = ReleaseServer(files)
        self.enterContext(self.server)
        # A copy of the action, so a test can pin checksums in its Scripts/action/checksums.txt.
        self.action = self.path("action")
        shutil.copytree(SCRIPTS, os.path.join(self.action, "Scripts", "action"))
        os.makedirs(os.path.join(self.action, "Sources", "ActionableCore"))
        shutil.copy(os.path.join(ROOT, "Sources", "ActionableCore", "Version.swift"), os.path.join(self.action, "Sources", "ActionableCore"))

    def install(self, os_name, arch, **inputs):
        env = self.runner_env(
            RUNNER_OS=os_name, RUNNER_ARCH=arch, ACTIONABLE_RELEASES_URL=inputs.pop("url", self.server.url + "/releases"),
            CURL_CA_BUNDLE=certificate()[0],
            ACTIONABLE_INSTALL=inputs.pop("install", "release"), ACTIONABLE_VERSION=inputs.pop("version", VERSION),
            ACTIONABLE_CHECKSUM=inputs.pop("checksum", ""), **inputs)
        return subprocess.run(["bash", os.path.join(self.action, "Scripts", "action", "install.sh")],
                              env=env, capture_output=True, text=True, timeout=60)

    def installed(self):
        """The tool the install step announced, and what it prints."""
        outputs = read_outputs(self.path("output"))
        self.assertEqual(self.read("path").strip(), os.path.dirname(outputs["path"]))
        return subprocess.run([outputs["path"]], capture_output=True, text=True, check=True).stdout.strip()

    def test_each_runner_gets_its_archive(self):
        for os_name, arch, platform in [("Linux", "X64", "linux-x86_64"), ("Linux", "ARM64", "linux-aarch64"),
                                        ("macOS", "ARM64", "macos-universal"), ("macOS", "X64", "macos-universal")]:
            with self.subTest(runner=f"{os_name}/{arch}"):
                process = self.install(os_name, arch, checksum=sha256(self.archives[platform]).upper())
                self.assertEqual(process.returncode, 0, process.stdout + process.stderr)
                self.assertEqual(self.installed(), f"{VERSION} {platform}")
                self.assertEqual(self.server.requests[-1], f"/releases/{VERSION}/actionable-{VERSION}-{platform}.tar.gz")
                self.assertIn("matches the checksum input", process.stdout)

    def test_checksums_pinned_in_the_action_are_used(self):
        with open(os.path.join(self.action, "Scripts", "action", "checksums.txt"), "a", encoding="utf-8") as file:
            for platform, data in self.archives.items():
                file.write(f"{sha256(data)}  actionable-{VERSION}-{platform}.tar.gz\n")
        process = self.install("Linux", "ARM64")
        self.assertEqual(process.returncode, 0, process.stdout + process.stderr)
        self.assertIn("matches Scripts/action/checksums.txt of this action", process.stdout)
        self.assertNotIn(f"/releases/{VERSION}/checksums.txt", self.server.requests)
        self.assertEqual(self.installed(), f"{VERSION} linux-aarch64")

    def test_without_a_pinned_checksum_release_refuses_and_says_how_to_pin(self):
        process = self.install("macOS", "ARM64")
        self.assertEqual(process.returncode, 1, process.stdout + process.stderr)
        self.assertIn("::error title=actionable install::no checksum is pinned", process.stdout)
        self.assertIn("install: unpinned", process.stdout)
        self.assertEqual(self.server.requests, [])
        self.assertEqual(self.read("path"), "")

    def test_unpinned_uses_the_release_checksums_with_a_warning(self):
        process = self.install("macOS", "ARM64", install="unpinned")
        self.assertEqual(process.returncode, 0, process.stdout + process.stderr)
        self.assertIn("::warning title=actionable install::install is unpinned", process.stdout)
        self.assertEqual(self.installed(), f"{VERSION} macos-universal")

    def test_plain_http_is_refused(self):
        archive = self.archives["linux-x86_64"]
        with ReleaseServer({f"/releases/{VERSION}/actionable-{VERSION}-linux-x86_64.tar.gz": archive}, tls=False) as plain:
            process = self.install("Linux", "X64", url=plain.url + "/releases", checksum=sha256(archive))
            self.assertEqual(process.returncode, 1)
            self.assertIn("::error title=actionable install::releases are downloaded over https:// only", process.stdout)
            self.assertEqual(plain.requests, [])
        # A redirect from HTTPS to plain HTTP is not followed either.
        with ReleaseServer({f"/releases/{VERSION}/actionable-{VERSION}-linux-x86_64.tar.gz": archive}, tls=False) as plain:
            self.server.redirects[f"/releases/{VERSION}/actionable-{VERSION}-linux-x86_64.tar.gz"] = (
                plain.url + f"/releases/{VERSION}/actionable-{VERSION}-linux-x86_64.tar.gz")
            process = self.install("Linux", "X64", checksum=sha256(archive))
            self.assertEqual(process.returncode, 1)
            self.assertEqual(plain.requests, [])

    def test_a_stalled_mirror_fails_within_its_time_limit(self):
        with StalledServer() as stalled:
            process = self.install("Linux", "X64", url=stalled.url + "/releases", checksum=sha256(b"x"),
                                   ACTIONABLE_MAX_TIME="3", ACTIONABLE_STALL_SECONDS="2")
        self.assertEqual(process.returncode, 1)
        self.assertIn("::error title=actionable install::cannot download", process.stdout)
        self.assertEqual(self.read("path"), "")

    def test_a_broken_archive_is_an_error(self):
        broken = b"not a tar archive"
        self.server.files[f"/releases/{VERSION}/actionable-{VERSION}-linux-x86_64.tar.gz"] = broken
        process = self.install("Linux", "X64", checksum=sha256(broken))
        self.assertEqual(process.returncode, 1)
        self.assertIn("::error title=actionable install::cannot unpack", process.stdout)
        self.assertEqual(self.read("path"), "")

    def test_the_runners_curlrc_is_not_read(self):
        home = self.path("home")
        os.makedirs(home)
        trace = self.path("trace.txt")
        self.write("home/.curlrc", f'trace-ascii = "{trace}"\n')
        process = self.install("Linux", "X64", checksum=sha256(self.archives["linux-x86_64"]), HOME=home)
        self.assertEqual(process.returncode, 0, process.stdout + process.stderr)
        self.assertFalse(os.path.exists(trace), ".curlrc was obeyed")

    def test_inputs_with_line_breaks_cannot_start_a_workflow_command(self):
        for inputs in ({"version": "1.0\n::add-mask::x"}, {"checksum": "ab\r\n::stop-commands::t"},
                       {"install": "release\n::error::forged"}):
            with self.subTest(inputs=inputs):
                process = self.install("Linux", "X64", **inputs)
                self.assertEqual(process.returncode, 1)
                commands = workflow_commands(process.stdout)
                self.assertEqual([command for command, _ in commands], ["error"], process.stdout)

    def test_a_checksum_mismatch_fails_and_installs_nothing(self):
        wrong = sha256(b"something else")
        for pinned in (False, True):
            with self.subTest(pinned=pinned):
                if pinned:
                    with open(os.path.join(self.action, "Scripts", "action", "checksums.txt"), "a", encoding="utf-8") as file:
                        file.write(f"{wrong}  actionable-{VERSION}-linux-x86_64.tar.gz\n")
                process = self.install("Linux", "X64", checksum="" if pinned else wrong)
                self.assertEqual(process.returncode, 1)
                self.assertIn(f"::error title=actionable install::checksum mismatch for actionable-{VERSION}-linux-x86_64.tar.gz: expected {wrong}", process.stdout)
                self.assertIn("nothing was installed", process.stdout)
                self.assertEqual(self.read("path"), "")
                self.assertEqual(self.read("output"), "")
                self.assertEqual(os.listdir(self.path("runner-temp")), [])

    def test_an_unknown_platform_says_so(self):
        for os_name, arch in [("Windows", "X64"), ("Linux", "ARM"), ("Linux", "X86"), ("", "")]:
            with self.subTest(runner=f"{os_name}/{arch}"):
                process = self.install(os_name, arch)
                self.assertEqual(process.returncode, 1)
                self.assertIn("no release of actionable is built for RUNNER_OS", process.stdout)
                self.assertIn("install: none", process.stdout)
        self.assertEqual(self.server.requests, [])

    def test_a_missing_release_and_a_bad_version_are_clear_errors(self):
        process = self.install("Linux", "X64", version="1.0.0", install="unpinned")
        self.assertEqual(process.returncode, 1)
        self.assertIn("is 1.0.0 a release of", process.stdout)
        process = self.install("Linux", "X64", version="latest; rm -rf /")
        self.assertEqual(process.returncode, 1)
        self.assertIn("version must be a release such as 0.3.0", process.stdout)
        process = self.install("Linux", "X64", checksum="abc")
        self.assertEqual(process.returncode, 1)
        self.assertIn("must be 64 hexadecimal digits", process.stdout)

    def test_the_default_version_is_the_actions_own(self):
        process = self.install("Linux", "X64", version="", install="unpinned")
        self.assertEqual(process.returncode, 1)
        self.assertIn(f"/{own_version()}/checksums.txt", process.stdout)

    def test_install_none_uses_the_tool_on_path(self):
        bin_dir = self.path("bin")
        os.makedirs(bin_dir)
        self.write("bin/actionable", "#!/bin/sh\necho 'on path'\n")
        os.chmod(self.path("bin/actionable"), 0o755)
        process = self.install("Linux", "X64", install="none", PATH=bin_dir + os.pathsep + os.environ["PATH"])
        self.assertEqual(process.returncode, 0, process.stdout + process.stderr)
        self.assertEqual(read_outputs(self.path("output")), {"path": f"{bin_dir}/actionable"})
        self.assertEqual(self.server.requests, [])
        process = self.install("Linux", "X64", install="none", PATH="/usr/bin:/bin")
        self.assertEqual(process.returncode, 1)
        self.assertIn("there is no actionable on PATH", process.stdout)
        process = self.install("Linux", "X64", install="brew")
        self.assertIn("install must be 'release', 'unpinned' or 'none'", process.stdout)


class ReleaseWorkflowTests(ScratchTestCase):
    """The release workflow makes the archives install.sh downloads, and pins their checksums for the action."""

    def test_archives_and_pinned_checksums_match_what_install_expects(self):
        import tarfile
        import yaml
        with open(os.path.join(ROOT, ".github", "workflows", "release.yml"), encoding="utf-8") as file:
            workflow = yaml.safe_load(file)
        publish = "\n".join(step.get("run", "") for step in workflow["jobs"]["publish"]["steps"])
        for platform in PLATFORMS:
            self.assertIn(f"variants/variant-{platform}", publish)
        self.assertIn('Scripts/release-assets "$TAG"', publish)
        pin = "\n".join(step.get("run", "") for step in workflow["jobs"]["action-tag"]["steps"])
        self.assertIn('Scripts/pin-action-checksums "$TAG" "$RUNNER_TEMP/checksums.txt" --count 3', pin)
        self.assertIn('git tag "v$TAG"', pin)
        # The scripts the workflow runs, on three variants as actions/download-artifact lays them out, for the newest
        # release (CHANGELOG.md gives its notes).
        release = own_version()
        for platform in PLATFORMS:
            self.write(f"variants/variant-{platform}/bin/actionable", f"#!/bin/sh\necho {release}\n")
            os.chmod(self.path(f"variants/variant-{platform}/bin/actionable"), 0o755)
            self.write(f"variants/variant-{platform}/triples", f"{platform}-triple\n")
        arguments = []
        for platform in PLATFORMS:
            arguments += ["--variant-dir", self.path(f"variants/variant-{platform}")]
        process = subprocess.run([os.path.join(ROOT, "Scripts", "release-assets"), release, *arguments, "--output", self.path("dist")],
                                 capture_output=True, text=True, check=False)
        self.assertEqual(process.returncode, 0, process.stderr)
        assets = self.path("dist", "assets")
        for platform in PLATFORMS:
            name = f"actionable-{release}-{platform}"
            # The archive holds the directory and binary install.sh looks for.
            with tarfile.open(os.path.join(assets, name + ".tar.gz")) as archive:
                self.assertIn(f"{name}/bin/actionable", archive.getnames())
        self.write("pins.txt", "# pins\n")
        process = subprocess.run([os.path.join(ROOT, "Scripts", "pin-action-checksums"), release, os.path.join(assets, "checksums.txt"),
                                  "--count", "3", "--into", self.path("pins.txt")], capture_output=True, text=True, check=False)
        self.assertEqual(process.returncode, 0, process.stderr)
        with open(self.path("pins.txt"), encoding="utf-8") as file:
            pinned = dict(reversed(line.split("  ")) for line in file.read().splitlines() if not line.startswith("#"))
        for platform in PLATFORMS:
            name = f"actionable-{release}-{platform}.tar.gz"
            with open(os.path.join(assets, name), "rb") as file:
                self.assertEqual(pinned[name], sha256(file.read()))
