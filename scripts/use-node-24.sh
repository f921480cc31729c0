# shellcheck shell=bash
# Source it (`source scripts/use-node-24.sh`) to run this shell's node, npm and npx on Node.js 24 LTS, the runtime
# Atelje supports and CI tests on (docs/decisions/050). Nothing changes when node is already 24 or newer.
# Otherwise Node 24 comes from the npm registry, the only place these machines reach: the package
# node-linux-<arch> is the official Linux build (bin/node and headers, no npm), unpacked once per version under
# /opt (or ATELJE_NODE_DIR) and put first on PATH; the machine's npm 11 then runs on it, so `npm ci` installs and
# checks every dependency for Node 24.
ATELJE_NODE_MAJOR="${ATELJE_NODE_MAJOR:-24}"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$ATELJE_NODE_MAJOR" ]; then
  case "$(uname -m)" in
    x86_64) _arch=x64 ;;
    aarch64) _arch=arm64 ;;
    *) echo "No Node.js $ATELJE_NODE_MAJOR package for $(uname -m)" >&2 && return 1 ;;
  esac
  _pack="$(mktemp -d)"
  _tarball="$(cd "$_pack" && npm pack --silent "node-linux-$_arch@$ATELJE_NODE_MAJOR")" || return 1
  _version="${_tarball#node-linux-"$_arch"-}"
  _node_home="${ATELJE_NODE_DIR:-/opt}/node-v${_version%.tgz}-linux-$_arch"
  if [ ! -x "$_node_home/bin/node" ]; then
    rm -rf "$_node_home.partial" && mkdir -p "$_node_home.partial" &&
      tar -xzf "$_pack/$_tarball" -C "$_node_home.partial" --strip-components=1 &&
      mv "$_node_home.partial" "$_node_home" || return 1
  fi
  rm -rf "$_pack"
  export PATH="$_node_home/bin:$PATH"
  # An addon built from source (node-gyp) must use Node 24's headers, not those of the machine's node (npm's nodedir).
  export npm_config_nodedir="$_node_home"
  unset _arch _pack _tarball _version _node_home
fi
