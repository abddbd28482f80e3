/** One schema change. Versions are applied in order, once each, and never edited after release. */
export type Migration = { version: number; name: string; sql: string }

/**
 * The schema, as numbered migrations. Plain SQL that PGlite and Postgres 13+ both run.
 * Timestamps are `timestamptz` written from the server's clock (so tests can move time);
 * secrets (session tokens, codes, approval links) are stored only as hashes.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'projects and names',
    sql: `
      create table projects (
        id text primary key,
        name text not null,
        allowed_origins jsonb not null default '[]'::jsonb,
        created_at timestamptz not null default now()
      );
      create table names (
        name text primary key,
        attributes jsonb not null default '{}'::jsonb,
        registered_at timestamptz not null,
        updated_at timestamptz not null
      );
      create table name_addresses (
        name text not null references names(name) on delete cascade,
        coin_type bigint not null,
        address text not null,
        address_key text not null,
        created_at timestamptz not null,
        primary key (name, coin_type)
      );
      create index name_addresses_by_address on name_addresses (address_key);
    `,
  },
  {
    version: 2,
    name: 'users, e-mail codes, devices and sessions',
    sql: `
      create table users (
        id text primary key,
        email text unique,
        username text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create table user_identities (
        provider text not null,
        subject text not null,
        user_id text not null references users(id) on delete cascade,
        email text,
        username text,
        created_at timestamptz not null,
        primary key (provider, subject)
      );
      create table email_codes (
        id text primary key,
        purpose text not null,
        email text not null,
        code_hash text not null,
        user_id text,
        new_email text,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        attempts integer not null default 0,
        consumed_at timestamptz
      );
      create index email_codes_latest on email_codes (email, purpose, created_at desc);
      create table email_sends (
        email text primary key,
        last_sent_at timestamptz not null
      );
      create table devices (
        email text not null,
        device_hash text not null,
        approved_at timestamptz not null,
        primary key (email, device_hash)
      );
      create table device_approvals (
        token_hash text primary key,
        email text not null,
        device_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        approved_at timestamptz
      );
      create table sessions (
        token_hash text primary key,
        user_id text not null references users(id) on delete cascade,
        method text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      );
      create index sessions_by_user on sessions (user_id);
    `,
  },
  {
    version: 3,
    name: 'social login, farcaster channels, wallets, on-ramp purchases',
    sql: `
      create table social_requests (
        state text primary key,
        provider text not null,
        nonce text not null,
        code_verifier text not null,
        return_to text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create table login_results (
        code_hash text primary key,
        user_id text not null references users(id) on delete cascade,
        method text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create table farcaster_channels (
        id text primary key,
        poll_secret_hash text not null,
        state text not null,
        fid bigint,
        username text,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        completed_at timestamptz,
        consumed_at timestamptz
      );
      create table wallets (
        user_id text primary key references users(id) on delete cascade,
        evm_address text not null,
        solana_address text not null,
        key_version integer not null,
        iv text not null,
        auth_tag text not null,
        ciphertext text not null,
        created_at timestamptz not null
      );
      create table onramp_purchases (
        id text primary key,
        wallet_address text not null,
        currency text not null,
        network text not null,
        payment_amount text not null,
        payment_currency text not null,
        purchase_amount text not null,
        tx_hash text,
        status text not null,
        error text,
        created_at timestamptz not null
      );
    `,
  },
  {
    version: 4,
    name: 'sign-in with wallet: nonces and sessions',
    sql: `
      create table siwe_nonces (
        nonce text primary key,
        project_id text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create table siwe_sessions (
        token_hash text primary key,
        project_id text not null,
        address text not null,
        chain_id bigint not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      );
    `,
  },
  {
    version: 5,
    name: 'wrong-code budget per address, on-ramp sandbox limits',
    sql: `
      alter table email_codes add column wrong_attempts integer not null default 0;
      alter table onramp_purchases add column client_ip text;
      create index onramp_purchases_by_wallet on onramp_purchases (wallet_address, created_at);
      create index onramp_purchases_by_ip on onramp_purchases (client_ip, created_at);
      create index onramp_purchases_by_time on onramp_purchases (created_at);
    `,
  },
  {
    version: 6,
    name: 'sessions record when the user actually authenticated',
    sql: `
      alter table sessions add column authenticated_at timestamptz;
    `,
  },
  {
    version: 7,
    name: 'social logins: the result challenge and the popup or redirect mode',
    sql: `
      alter table social_requests add column result_challenge text;
      alter table social_requests add column mode text not null default 'popup';
      alter table login_results add column result_challenge text;
    `,
  },
  {
    version: 8,
    name: 'farcaster channels through a relay: its channel token, the nonce and domain signed, the refusal',
    sql: `
      alter table farcaster_channels add column relay_channel_token text;
      alter table farcaster_channels add column nonce text;
      alter table farcaster_channels add column domain text;
      alter table farcaster_channels add column poll_lease_until timestamptz;
      alter table farcaster_channels add column error_name text;
      alter table farcaster_channels add column error_description text;
      create unique index farcaster_channels_by_nonce on farcaster_channels (nonce);
    `,
  },
  {
    version: 9,
    name: 'rate limits shared by every instance',
    sql: `
      create table rate_limits (
        bucket text not null,
        key text not null,
        window_start timestamptz not null,
        expires_at timestamptz not null,
        count integer not null,
        allowed boolean not null,
        primary key (bucket, key)
      );
      create index rate_limits_by_expiry on rate_limits (expires_at);
    `,
  },
  {
    version: 10,
    name: 'the sandbox payout queue shared by every instance',
    sql: `
      create table payout_queue (
        id text primary key,
        entered_at timestamptz not null,
        expires_at timestamptz not null,
        running boolean not null default false
      );
      create index payout_queue_by_expiry on payout_queue (expires_at);
    `,
  },
  {
    version: 11,
    name: 'payout queue order by entry, not by clock',
    // Two entries in the same millisecond tied on entered_at and were then ordered by their random ids.
    sql: `
      alter table payout_queue add column position bigserial;
      create index payout_queue_by_position on payout_queue (position);
    `,
  },
  {
    version: 12,
    name: 'split wallet keys: the auth share, sealed recovery shares, sessions bound to a proof key',
    // The server keeps one share of three (sealed at rest under its own key) and recovery shares it cannot open;
    // the legacy wallets table keeps whole keys only until each wallet moves to split keys on its next login.
    sql: `
      create table wallet_shares (
        user_id text primary key references users(id) on delete cascade,
        evm_address text not null,
        solana_address text not null,
        split_id text not null,
        key_version integer not null,
        iv text not null,
        auth_tag text not null,
        ciphertext text not null,
        created_at timestamptz not null,
        migrated_at timestamptz
      );
      create table wallet_recovery (
        id text primary key,
        user_id text not null references users(id) on delete cascade,
        split_id text not null,
        kind text not null,
        credential_id text,
        sealed text not null,
        created_at timestamptz not null
      );
      create index wallet_recovery_by_user on wallet_recovery (user_id);
      create unique index wallet_recovery_by_credential on wallet_recovery (user_id, credential_id);
      alter table sessions add column proof_thumbprint text;
      create table session_proofs (
        jti text primary key,
        expires_at timestamptz not null
      );
      create index session_proofs_by_expiry on session_proofs (expires_at);
    `,
  },
  {
    version: 13,
    name: 'sessions that last and list as devices; no whole keys; wrong codes per requester',
    // Kit was never released with the legacy whole-key wallets, so no deployment holds them: the table goes.
    // Sessions get a public id (the devices list names them by it, never by the token's hash), the time of their
    // last use and an absolute end, the device they were made on, and the time of the user's last fresh proof.
    sql: `
      drop table if exists wallets;
      alter table wallet_shares drop column if exists migrated_at;
      alter table sessions add column id text;
      update sessions set id = substr(token_hash, 1, 32) where id is null;
      alter table sessions alter column id set not null;
      create unique index sessions_by_id on sessions (id);
      alter table sessions add column last_used_at timestamptz;
      alter table sessions add column ends_at timestamptz;
      alter table sessions add column device text;
      alter table sessions add column stepped_up_at timestamptz;
      alter table email_codes add column requester text;
      create index email_codes_by_requester on email_codes (requester, created_at);
      create unique index wallet_recovery_one_password on wallet_recovery (user_id) where kind = 'password';
    `,
  },
  {
    version: 14,
    name: 'redirect social logins bound to the browser that started them',
    // A redirect login starts with a top-level form post from the secure frame, which sets a cookie in that browser;
    // the callback finishes only with it (its hash is kept here), so a flow started elsewhere cannot land here.
    sql: `
      alter table social_requests add column browser_binding text;
    `,
  },
  {
    version: 15,
    name: 'Farcaster sign-ins name the app they were started for',
    // The relay's request id names the project; the signed message must carry the same one (a QR rewritten by the
    // page that shows it, to hide the name, is refused).
    sql: `
      alter table farcaster_channels add column request_id text;
    `,
  },
  {
    version: 16,
    name: 'one split per holder: an auth share per device and per recovery method',
    // Each holder of a wallet (a device, a recovery method) has its own 2-of-2 split with the server, whose auth
    // share is one row here: deleting the row revokes that holder. A wallet made before keeps its one 3-share split
    // as a `legacy` row, which its old device share and recovery records still open with. wallet_shares keeps only
    // the addresses: the moved columns are cleared, so a revoked share has no second copy.
    sql: `
      create table wallet_auth_shares (
        split_id text primary key,
        user_id text not null references users(id) on delete cascade,
        kind text not null check (kind in ('device', 'recovery', 'legacy')),
        proof_thumbprint text,
        label text,
        key_version integer not null,
        iv text not null,
        auth_tag text not null,
        ciphertext text not null,
        created_at timestamptz not null,
        last_used_at timestamptz
      );
      create index wallet_auth_shares_by_user on wallet_auth_shares (user_id);
      insert into wallet_auth_shares (split_id, user_id, kind, key_version, iv, auth_tag, ciphertext, created_at)
        select split_id, user_id, 'legacy', key_version, iv, auth_tag, ciphertext, created_at from wallet_shares;
      alter table wallet_shares alter column split_id drop not null;
      alter table wallet_shares alter column key_version drop not null;
      alter table wallet_shares alter column iv drop not null;
      alter table wallet_shares alter column auth_tag drop not null;
      alter table wallet_shares alter column ciphertext drop not null;
      update wallet_shares set split_id = null, key_version = null, iv = null, auth_tag = null, ciphertext = null;
    `,
  },
  {
    version: 17,
    name: 'paymaster sponsorships: what each project was signed for',
    // One row per signed sponsorship, at the user op's maximum cost (gas limits × maxFeePerGas) in wei: the caps
    // are summed from here under a per-project-and-chain lock, so every instance on this database sees the same sums.
    sql: `
      create table paymaster_sponsorships (
        id bigserial primary key,
        project_id text not null,
        chain_id text not null,
        sender text not null,
        client text not null,
        user_op_hash text not null,
        max_cost numeric(78, 0) not null,
        created_at timestamptz not null
      );
      create index paymaster_sponsorships_by_project on paymaster_sponsorships (project_id, chain_id, created_at);
      create index paymaster_sponsorships_by_sender on paymaster_sponsorships (project_id, chain_id, sender, created_at);
      create index paymaster_sponsorships_by_client on paymaster_sponsorships (project_id, chain_id, client, created_at);
    `,
  },
  {
    version: 18,
    name: 'passkeys as login credentials, their single-use challenges and per-user PRF salts',
    // A passkey can be an account's login on its own: the server keeps its public key and signature counter (never
    // a secret), its WebAuthn challenges (hashed, single-use, bound to a purpose, shared by every instance) and the
    // random PRF salt per user and purpose the frame evaluates the passkey with (the server never sees the output).
    sql: `
      create table passkey_credentials (
        id text primary key,
        user_id text not null references users(id) on delete cascade,
        user_handle text not null,
        public_key text not null,
        counter bigint not null,
        transports jsonb not null default '[]'::jsonb,
        device_type text not null,
        backed_up boolean not null,
        created_at timestamptz not null,
        last_used_at timestamptz
      );
      create index passkey_credentials_by_user on passkey_credentials (user_id);
      create table passkey_challenges (
        challenge_hash text primary key,
        purpose text not null check (purpose in ('register', 'login', 'add', 'step_up')),
        user_id text,
        user_handle text,
        prf_salt text,
        created_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index passkey_challenges_by_expiry on passkey_challenges (expires_at);
      create table passkey_prf_salts (
        user_id text not null references users(id) on delete cascade,
        purpose text not null,
        salt text not null,
        created_at timestamptz not null,
        primary key (user_id, purpose)
      );
    `,
  },
  {
    version: 19,
    name: 'on-ramp provider webhooks seen, so a replay is refused on every instance',
    // A provider's webhook is accepted once: its signed id (or signature) is kept until its timestamp falls out of
    // the tolerance window, after which the timestamp check alone refuses it.
    sql: `
      create table onramp_webhook_events (
        provider text not null,
        event_id text not null,
        received_at timestamptz not null,
        primary key (provider, event_id)
      );
      create index onramp_webhook_events_by_time on onramp_webhook_events (received_at);
    `,
  },
  {
    version: 20,
    name: "on-ramp providers' access tokens, shared by every instance",
    // Transak invalidates its previous partner access token on every refresh: instances share one (sealed with a key
    // derived from the master key) and refresh it under an advisory lock, or each would invalidate the others'.
    sql: `
      create table onramp_provider_tokens (
        provider text primary key,
        sealed jsonb not null,
        expires_at timestamptz not null,
        updated_at timestamptz not null
      );
    `,
  },
  {
    version: 21,
    name: 'on-ramp orders, tracked from checkout to completed or failed on every instance',
    // Kit's order id is a random UUID only the checkout's caller learns; the list by wallet shows others only what
    // the chain shows (completed deliveries). `wallet_key` is the address as compared: EVM lower-cased.
    sql: `
      create table onramp_orders (
        order_id uuid primary key,
        provider text not null,
        provider_order_id text,
        project_id text not null,
        wallet_address text not null,
        wallet_key text not null,
        network text not null,
        purchase_currency text not null,
        payment_amount text not null,
        payment_currency text not null,
        purchase_amount text,
        status text not null check (status in ('started', 'pending', 'completed', 'failed')),
        provider_status text,
        tx_hash text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index onramp_orders_by_wallet on onramp_orders (project_id, wallet_key, created_at desc);
    `,
  },
  {
    version: 22,
    name: 'the passkey a session was opened with, so removing the passkey ends its sessions',
    sql: `
      alter table sessions add column passkey_id text;
      create index sessions_by_passkey on sessions (user_id, passkey_id) where passkey_id is not null;
    `,
  },
  {
    version: 23,
    name: "the language of a social login's pages",
    // One of the server's languages (never the request's own text), or null for the browser's.
    sql: `
      alter table social_requests add column locale text;
    `,
  },
]
