// Identifiers made with `stringWithFormat:` from a `#define` prefix.
#import <UserNotifications/UserNotifications.h>

#define OSF_PREFIX @"OSF"

void ObjCStringFormatRegister(void) {
    NSString *identifier = [NSString stringWithFormat:@"%@_%@", OSF_PREFIX, @"OPEN"];
    UNNotificationAction *open = [UNNotificationAction actionWithIdentifier:identifier title:@"Open" options:UNNotificationActionOptionForeground];
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:OSF_PREFIX actions:@[open] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]];
}
