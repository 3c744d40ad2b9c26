import { Center, Image } from '@chakra-ui/react';
import { initialOf, textColorOn } from '../team-rules';

const sizes = { md: '12', lg: '16', xl: '20' } as const;
const fontSizes = { md: 'xl', lg: '2xl', xl: '3xl' } as const;

interface TeamLogoProps {
  name: string;
  logoUrl: string | null;
  color: string;
  size?: keyof typeof sizes;
  /** The image's text alternative; '' when the team's name is right beside it. */
  alt?: string;
}

/** The team's logo, or the first letter of its name on its brand colour. */
export function TeamLogo({ name, logoUrl, color, size = 'md', alt = '' }: TeamLogoProps) {
  if (logoUrl) {
    return (
      <Image
        src={logoUrl}
        alt={alt}
        boxSize={sizes[size]}
        flexShrink={0}
        borderRadius="l3"
        objectFit="cover"
        borderWidth="1px"
        data-testid="team-logo"
      />
    );
  }
  return (
    <Center
      boxSize={sizes[size]}
      flexShrink={0}
      borderRadius="l3"
      fontSize={fontSizes[size]}
      fontWeight="bold"
      style={{ backgroundColor: color, color: textColorOn(color) }}
      data-testid="team-logo-placeholder"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {initialOf(name)}
    </Center>
  );
}
