/** `npm run admin -- --help`. */
export const adminUsage = `Usage: npm run admin -- <command> [options]

Apps
  apps create --name <name> --origin <origin> [--origin <origin> …] [--chain-type <evm|solana|multiversx|near>]
              [--id <40 hex>] [--global] [--theme <dark|light>] [--session-max-age <seconds>]
              [--shard <0-2>] [--chain <chainId> …] [--logins <json>]
              [--allow-noui <true|false>] [--allow-key-export <true|false>]
  apps list
  apps show <appId>
  apps update <appId> [--name <name>] [--add-origin <origin>] [--remove-origin <origin>]
              [--theme <dark|light>] [--global <true|false>] [--session-max-age <seconds>]
              [--shard <0-2>] [--chain <chainId> …] [--all-chains] [--logins <json>]
              [--gasless <chainId>=<on|off>]
              [--allow-noui <true|false>] [--allow-key-export <true|false>]
Chains
  chains list <appId>
  chains add <appId> --chain-id <id> --name <name> --rpc-url <url> --currency <symbol>
             [--explorer-url <url>] [--default]
  chains remove <appId> <chainId>

Options
  --json      print JSON instead of text
  -h, --help  show this help

--logins takes the app's login settings as JSON, for example
  '{"passwordless":true,"siwe":true,"social":[{"name":"google","issuer":"https://accounts.google.com","clientId":"…","clientSecret":"…"},
    {"name":"github","kind":"oauth2","preset":"github","clientId":"…","clientSecret":"…"},
    {"name":"apple","kind":"apple","clientId":"<Services ID>","teamId":"<10 chars>","keyId":"<10 chars>",
     "privateKey":"-----BEGIN PRIVATE KEY-----\\n…\\n-----END PRIVATE KEY-----\\n"}],
    "custom":[{"name":"myapp","jwksUrl":"https://…/jwks.json","issuer":"https://…","audience":"…"}],
    "firebase":{"projectId":"…"},"telegram":{"botToken":"…"}}'

--allow-noui lets hosts run the wallet in NoUI mode, where nothing needs the user's approval;
--allow-key-export lets the app read the user's private key with _tessera_getPrivateKey in NoUI
mode (needs --allow-noui). Both are off by default: a host page cannot turn them on.

The database is the server's: DATABASE_URL, or SQLite under DATA_DIR (default .data/server).`
