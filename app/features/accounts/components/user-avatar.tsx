import { Avatar, AvatarFallback, AvatarImage } from "~/components/ui/avatar";
import { cn } from "~/utils/misc";

/** The letter shown without an avatar image: the e-mail's first letter, else 'U'. */
export function avatarInitial(email: string | null | undefined) {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}

export function UserAvatar({ image, email, className }: { image?: string | null; email?: string | null; className?: string }) {
  return (
    <Avatar className={cn("size-9", className)}>
      {image ? <AvatarImage src={image} alt="" /> : null}
      <AvatarFallback className="bg-primary/20 text-primary font-semibold" delayMs={image ? 600 : undefined}>
        {avatarInitial(email)}
      </AvatarFallback>
    </Avatar>
  );
}
