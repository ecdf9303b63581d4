// The registration in a method of a category's implementation on the center.
#import <UserNotifications/UserNotifications.h>

@implementation UNUserNotificationCenter (ObjCCategoryImplementation)
- (void)occi_register {
    UNNotificationAction *accept = [UNNotificationAction actionWithIdentifier:@"OCI_A" title:@"Accept" options:UNNotificationActionOptionForeground];
    [self setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OCI" actions:@[accept] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]];
}
@end
