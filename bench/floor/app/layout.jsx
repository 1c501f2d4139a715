export const metadata = {
  title: 'Bare page',
  description: 'The benchmark floor: the smallest page this Next.js version can serve.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
