import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { Database } from "../db/connection.ts";
import { EditorAccountStore } from "../db/editor-account-store.ts";
import { runMigrations } from "../db/migrations.ts";
import { bearer, LOGIN_URL, signIn } from "../testing/editors.ts";
import { openTestDatabase, TEST_DRIVERS, testConfig } from "../testing/test-app.ts";
import { accountTable, addEditor, changeEditorPassword, EditorCommandError, listEditors, setEditorBlocked } from "./editor-commands.ts";

describe.each(TEST_DRIVERS)("editor account commands ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "empty database", () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase(driver, "editor_commands"));
      await runMigrations(database.db);
    });
    afterAll(async () => drop?.());

    it("adds accounts with hashed passwords and refuses a taken name, an unknown role or a short password", async () => {
      const jane = await addEditor(database.db, "Jane Citizen", ["approver", "previewer"], "jane-long-password");
      expect(jane).toEqual({ uid: expect.any(Number), name: "Jane Citizen", roles: ["approver", "previewer"], blocked: false,
        createdAt: expect.any(Date) });
      expect(jane).not.toHaveProperty("passHash");
      const stored = await new EditorAccountStore(database.db).byName("jane citizen");
      expect(stored?.passHash).toMatch(/^\$argon2id\$/);
      expect(stored?.passHash).not.toContain("jane-long-password");
      await addEditor(database.db, "sam", ["editor"], "sam-long-password");

      await expect(addEditor(database.db, "JANE CITIZEN", ["editor"], "another-password")).rejects.toThrow(/already exists/);
      await expect(addEditor(database.db, "kim", ["boss"], "kim-long-password")).rejects.toThrow(/unknown role "boss"; valid roles: contributor/);
      await expect(addEditor(database.db, "kim", ["editor"], "short")).rejects.toThrow(/at least 12 characters/);
      await expect(addEditor(database.db, " kim", ["editor"], "kim-long-password")).rejects.toThrow(EditorCommandError);
      expect((await listEditors(database.db)).map((account) => account.name)).toEqual(["Jane Citizen", "sam"]);
    });

    it("lists every account without hashes", async () => {
      const table = accountTable(await listEditors(database.db));
      expect(table.split("\n")[0]).toBe("uid  name          roles               blocked  created");
      expect(table).toMatch(/Jane Citizen {2}approver,previewer {2}no {7}\d{4}-\d\d-\d\dT/);
      expect(table).not.toContain("$argon2");
    });

    it("blocks and unblocks: a blocked account cannot sign in and its sessions end; a new password ends them too", async () => {
      const app = await createApp({ config: testConfig(), db: database.db });
      try {
        const session = await signIn(app, "sam", "sam-long-password");
        const token = () => app.inject({ method: "GET", url: "/jwt/token/", headers: bearer(session.auth_token) });
        expect((await token()).statusCode).toBe(200);
        expect(await setEditorBlocked(database.db, "SAM", true)).toMatchObject({ name: "sam", blocked: true });
        expect((await token()).statusCode).toBe(403);
        const refused = await app.inject({ method: "POST", url: LOGIN_URL, payload: { name: "sam", pass: "sam-long-password" } });
        expect(refused.body).toBe('{"message":"The user has not been activated or is blocked."}');
        expect((await listEditors(database.db)).find((account) => account.name === "sam")?.blocked).toBe(true);

        expect(await setEditorBlocked(database.db, "sam", false)).toMatchObject({ blocked: false });
        const again = await signIn(app, "sam", "sam-long-password");
        await changeEditorPassword(database.db, "Sam", "sam-newer-password");
        expect((await app.inject({ method: "GET", url: "/jwt/token/", headers: bearer(again.auth_token) })).statusCode).toBe(403);
        expect((await app.inject({ method: "POST", url: LOGIN_URL, payload: { name: "sam", pass: "sam-long-password" } })).statusCode).toBe(400);
        await signIn(app, "sam", "sam-newer-password");
      } finally {
        await app.close();
      }
      await expect(setEditorBlocked(database.db, "nobody", true)).rejects.toThrow('there is no account named "nobody"');
      await expect(changeEditorPassword(database.db, "nobody", "long-enough-password")).rejects.toThrow(/no account named/);
      await expect(changeEditorPassword(database.db, "sam", "short")).rejects.toThrow(/at least 12/);
    });
  });
});
