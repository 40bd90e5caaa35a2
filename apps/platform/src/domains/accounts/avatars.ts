import { AVATAR_MAX_BYTES, type Avatar, type Language } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { memberAvatars, members, type Member } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fieldText } from '../../http/field-messages.js';
import { refuseTrial } from './members.js';

/** The STATIC avatars a member may pick: generated pictures, one per name. */
export const PROFILE_ICONS = [
  'tiger',
  'eagle',
  'dragon',
  'lion',
  'panda',
  'shark',
  'wolf',
  'fox',
  'owl',
  'bear',
  'koi',
  'phoenix',
].map((name) => `icon-${name}`);

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
type ImageType = keyof typeof EXTENSION;

export const iconUrl = (id: string) => `/media/avatars/${id}.svg`;
const customUrl = (id: string, mime: ImageType) => `/media/avatars/${id}.${EXTENSION[mime]}`;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * The image of a data URL when its bytes really are the PNG or JPEG it claims (magic
 * bytes, not the label) and within 1 MB; else null.
 */
export function decodeImage(dataUrl: string): { mime: ImageType; image: Buffer } | null {
  const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match) return null;
  const mime = match[1] as ImageType;
  const image = Buffer.from(match[2]!, 'base64');
  if (image.length === 0 || image.length > AVATAR_MAX_BYTES) return null;
  return startsWith(image, mime === 'image/png' ? PNG : JPEG) ? { mime, image } : null;
}

/** Avatars: a picked icon (STATIC) or an uploaded picture (CUSTOM) stored in the database. */
export function createAvatars(app: FastifyInstance) {
  const db = app.db;
  return {
    async of(member: Member): Promise<Avatar> {
      if (!member.avatar || !member.avatarType) return { avatar: null, avatarType: null };
      if (member.avatarType === 'STATIC') {
        return { avatar: iconUrl(member.avatar), avatarType: 'STATIC' };
      }
      const [row] = await db
        .select({ id: memberAvatars.id, mime: memberAvatars.mime })
        .from(memberAvatars)
        .where(and(eq(memberAvatars.id, member.avatar), eq(memberAvatars.memberId, member.id)));
      return row
        ? { avatar: customUrl(row.id, row.mime), avatarType: 'CUSTOM' }
        : { avatar: null, avatarType: null };
    },

    async setStatic(member: Member, id: string, language: Language): Promise<Avatar> {
      refuseTrial(member);
      if (!PROFILE_ICONS.includes(id)) {
        throw new AppError('request.invalid', {
          fields: { 'body.avatar': fieldText.avatarIcon[language] },
        });
      }
      await db.transaction(async (tx) => {
        await tx.delete(memberAvatars).where(eq(memberAvatars.memberId, member.id));
        await tx
          .update(members)
          .set({ avatar: id, avatarType: 'STATIC' })
          .where(eq(members.id, member.id));
      });
      return { avatar: iconUrl(id), avatarType: 'STATIC' };
    },

    /**
     * Replaces the member's picture: one row per member, overwritten in place (a new id, so
     * caches of the old URL miss), which also holds when two uploads race.
     */
    async setCustom(member: Member, dataUrl: string, language: Language): Promise<Avatar> {
      refuseTrial(member);
      const decoded = decodeImage(dataUrl);
      if (!decoded) {
        throw new AppError('request.invalid', {
          fields: { 'body.avatar': fieldText.avatarImage[language] },
        });
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(memberAvatars)
          .values({ memberId: member.id, ...decoded })
          .onConflictDoUpdate({
            target: memberAvatars.memberId,
            set: { ...decoded, id: sql`gen_random_uuid()`, createdAt: sql`now()` },
          })
          .returning({ id: memberAvatars.id });
        await tx
          .update(members)
          .set({ avatar: row!.id, avatarType: 'CUSTOM' })
          .where(eq(members.id, member.id));
        return row!.id;
      });
      return { avatar: customUrl(id, decoded.mime), avatarType: 'CUSTOM' };
    },

    /** An uploaded picture by its id and extension, for /media/avatars. */
    async image(id: string, extension: string) {
      const [row] = await db.select().from(memberAvatars).where(eq(memberAvatars.id, id));
      return row && EXTENSION[row.mime] === extension ? row : undefined;
    },
  };
}
export type Avatars = ReturnType<typeof createAvatars>;

declare module 'fastify' {
  interface FastifyInstance {
    avatars: Avatars;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('avatars', createAvatars(app));
  },
  { name: 'avatars', dependencies: ['db'] },
);
